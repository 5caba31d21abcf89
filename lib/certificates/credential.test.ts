/** @jest-environment node */
import Ajv2019 from "ajv/dist/2019";
import addFormats from "ajv-formats";
import schema from "@/test/fixtures/open-badges/ob_v3p0_achievementcredential_schema.json";
import { buildCredential, buildRevocationList } from "./credential";

// 1EdTech's Open Badges 3.0 AchievementCredential schema (see test/fixtures/open-badges/README.md).
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

const course = {
  serial: "BSA-7K3Q-M9XD-2FTA-HV8C",
  type: "course_completion" as const,
  holderName: "Timothy Lystra",
  course: { slug: "genesis", title: "Genesis" },
  issuedAt: new Date("2026-03-01T10:00:00Z"),
  revokedAt: null,
};

function expectValid(credential: unknown) {
  const ok = validate(credential);
  expect(validate.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

it("is an OpenBadgeCredential that the Open Badges 3.0 schema accepts", () => {
  const credential = buildCredential(course);
  expectValid(credential);
  expect(credential["@context"]).toEqual([
    "https://www.w3.org/ns/credentials/v2",
    "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    "https://purl.imsglobal.org/spec/ob/v3p0/extensions.json",
  ]);
  expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
  expect(credential.id).toMatch(/\/api\/certificates\/BSA-7K3Q-M9XD-2FTA-HV8C\/credential$/);
  expect(credential.issuer).toMatchObject({ type: ["Profile"], name: "Biblical Studies Academy" });
  expect(credential.validFrom).toBe("2026-03-01T10:00:00.000Z");
  expect(credential).not.toHaveProperty("validUntil");
  expect(credential.credentialSubject.achievement).toMatchObject({
    type: ["Achievement"],
    name: "Genesis – Course Completion",
    criteria: { narrative: expect.stringContaining("Genesis") },
  });
  expect(credential.credentialSubject.identifier[0]).toMatchObject({ identityType: "name", identityHash: "Timothy Lystra" });
});

it("the diploma validates too, and a revoked credential says until when it was valid and is on its revocation list", () => {
  expectValid(buildCredential({ ...course, type: "diploma", course: null }));
  const revokedAt = new Date("2026-03-10T08:00:00Z");
  const revoked = buildCredential({ ...course, revokedAt });
  expectValid(revoked);
  expect(revoked.validUntil).toBe("2026-03-10T08:00:00.000Z");
  expect(revoked.credentialStatus.type).toBe("1EdTechRevocationList");
  expect(buildRevocationList({ ...course, revokedAt }).revokedCredentials).toEqual([
    expect.objectContaining({ id: revoked.id, revokedAt: "2026-03-10T08:00:00.000Z" }),
  ]);
  expect(buildRevocationList(course).revokedCredentials).toEqual([]);
});

it("the schema still catches a broken credential", () => {
  const broken: Record<string, unknown> = { ...buildCredential(course) };
  delete broken.credentialSubject;
  expect(validate(broken)).toBe(false);
});
