import { siteUrl } from "@/lib/site-url";
import { ISSUER_NAME, issuerProfile } from "./issuer";
import { DIPLOMA_TITLE } from "./scope";
import { verifyUrl } from "./verify-url";

// An Open Badges 3.0 credential (a W3C Verifiable Credential, data model 2.0) for one certificate, in English.
// It is hosted (whoever holds it checks it by fetching its id, this very URL, from the school) and, where a key
// is configured, also served signed as a VC-JWT (signing.ts).

export const credentialPath = (serial: string) => `/api/certificates/${encodeURIComponent(serial)}/credential`;
export const credentialUrl = (serial: string) => `${siteUrl()}${credentialPath(serial)}`;
/** 1EdTech's revocation list for the one credential (lists it once it is revoked). */
export const statusUrl = (serial: string) => `${siteUrl()}/api/certificates/${encodeURIComponent(serial)}/status`;

export type CredentialSource = {
  serial: string;
  type: "diploma" | "course_completion";
  holderName: string;
  course: { slug: string; title: string } | null;
  issuedAt: Date;
  revokedAt: Date | null;
};

function achievementOf(source: CredentialSource) {
  if (source.type === "diploma" || !source.course) {
    return {
      id: `${siteUrl()}/courses#diploma`,
      type: ["Achievement"],
      achievementType: "Diploma",
      name: DIPLOMA_TITLE,
      description: `Awarded by ${ISSUER_NAME} for completing every course of the Old and New Testaments.`,
      criteria: { narrative: "Complete every Bible-book course (the 39 books of the Old Testament and the 27 of the New), each with its lessons watched and its assessments passed." },
    };
  }
  return {
    id: `${siteUrl()}/course/${encodeURIComponent(source.course.slug)}`,
    type: ["Achievement"],
    achievementType: "CertificateOfCompletion",
    name: `${source.course.title} – Course Completion`,
    description: `Awarded by ${ISSUER_NAME} for completing the course ${source.course.title}.`,
    criteria: { narrative: `Watch every lesson of ${source.course.title} and pass each of its assessments.` },
  };
}

export function buildCredential(source: CredentialSource) {
  const achievement = achievementOf(source);
  return {
    // The extensions context defines 1EdTech's credentialStatus and credentialSchema types: without it a strict
    // JSON-LD processor finds 1EdTechRevocationList and 1EdTechJsonSchemaValidator2019 undefined.
    "@context": [
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      "https://purl.imsglobal.org/spec/ob/v3p0/extensions.json",
    ],
    id: credentialUrl(source.serial),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: achievement.name,
    description: `Certificate no. ${source.serial}. Verify it at ${verifyUrl(source.serial)}`,
    issuer: { ...issuerProfile(), type: ["Profile"] },
    validFrom: source.issuedAt.toISOString(),
    // A revoked certificate stopped being valid when it was revoked; the status list says so too.
    ...(source.revokedAt ? { validUntil: source.revokedAt.toISOString() } : {}),
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [{ type: "IdentityObject", identityType: "name", hashed: false, identityHash: source.holderName }],
      achievement,
    },
    credentialStatus: { id: statusUrl(source.serial), type: "1EdTechRevocationList" },
    credentialSchema: [
      { id: "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json", type: "1EdTechJsonSchemaValidator2019" },
    ],
  };
}

/** 1EdTech Revocation List (Open Badges 3.0 §8.1) for one credential: empty while valid. */
export function buildRevocationList(source: CredentialSource) {
  return {
    id: statusUrl(source.serial),
    issuer: issuerProfile().id,
    revokedCredentials: source.revokedAt
      ? [{ id: credentialUrl(source.serial), revocationReason: "The course was refunded.", revokedAt: source.revokedAt.toISOString() }]
      : [],
  };
}
