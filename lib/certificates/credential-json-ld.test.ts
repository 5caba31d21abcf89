/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import jsonld from "jsonld";
import { buildCredential } from "./credential";

// The strict JSON-LD check a verifier runs (jsonld's safe mode: any term that no context defines, or that a context
// drops, is an error, not silently lost). The contexts come from test/fixtures/json-ld (see its README): a loader
// that reads only them, so the test runs offline and a context the credential names without shipping fails here.
const FIXTURES = path.join(process.cwd(), "test", "fixtures", "json-ld");
const CONTEXTS: Record<string, string> = {
  "https://www.w3.org/ns/credentials/v2": "credentials-v2.jsonld",
  "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json": "ob-context-3.0.3.json",
  "https://purl.imsglobal.org/spec/ob/v3p0/extensions.json": "ob-extensions.json",
};

async function documentLoader(url: string) {
  const file = CONTEXTS[url];
  if (!file) throw new Error(`No local copy of the context ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: JSON.parse(fs.readFileSync(path.join(FIXTURES, file), "utf8")) };
}

const course = {
  serial: "BSA-7K3Q-M9XD-2FTA-HV8C",
  type: "course_completion" as const,
  holderName: "Timothy Lystra",
  course: { slug: "genesis", title: "Genesis" },
  issuedAt: new Date("2026-03-01T10:00:00Z"),
  revokedAt: null,
};

// `safe` is jsonld 9's option; @types/jsonld predates it.
const strict: jsonld.Options.Expand & { safe: true } = { documentLoader, safe: true };
const expand = (credential: object) => jsonld.expand(credential as jsonld.JsonLdDocument, strict);

it.each([
  ["a course certificate", buildCredential(course)],
  ["a revoked course certificate", buildCredential({ ...course, revokedAt: new Date("2026-03-10T08:00:00Z") })],
  ["the diploma", buildCredential({ ...course, type: "diploma", course: null })],
])("%s expands in safe mode, every term defined by its contexts", async (_, credential) => {
  const [expanded] = await expand(credential);
  const typeOf = (property: string) => (expanded![property] as { "@type": string[] }[])[0]!["@type"];
  expect(typeOf("https://www.w3.org/2018/credentials#credentialStatus")).toEqual([
    "https://purl.imsglobal.org/spec/vcrl/v1p0/context.json#1EdTechRevocationList",
  ]);
  expect(typeOf("https://www.w3.org/2018/credentials#credentialSchema")).toEqual([
    "https://purl.imsglobal.org/spec/vccs/v1p0/context.json#1EdTechJsonSchemaValidator2019",
  ]);
});

it("the check still catches a term no context defines", async () => {
  await expect(expand({ ...buildCredential(course), notATerm: "x" })).rejects.toThrow(/safe mode/i);
});
