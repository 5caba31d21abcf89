import "server-only";
import { calculateJwkThumbprint, exportJWK, importPKCS8, SignJWT, type JWK, type KeyLike } from "jose";
import { env } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";
import type { buildCredential } from "./credential";

// Open Badges 3.0 §8.2 (VC-JWT): the credential as the payload of a JWT signed with RS256, the algorithm every
// OB 3.0 verifier must accept; `iss`, `jti` and `nbf` repeat the issuer, id and validFrom, and `exp` the
// validUntil of a revoked one. The public key is published as a JWK Set the `kid` points into.

const ALG = "RS256";
export const keysPath = "/api/certificates/keys";

type Signer = { privateKey: KeyLike; publicJwk: JWK & { kid: string } };
let signer: Promise<Signer> | undefined;

async function load(pem: string): Promise<Signer> {
  const privateKey = await importPKCS8(pem, ALG, { extractable: true });
  const { kty, n, e } = await exportJWK(privateKey);
  const publicJwk = { kty: kty!, n, e };
  // A URL (OB 3.0 §8.2: the kid can be dereferenced), the same in the JWT header and in the JWK Set.
  const kid = `${siteUrl()}${keysPath}#${await calculateJwkThumbprint(publicJwk)}`;
  return { privateKey, publicJwk: { ...publicJwk, kid, alg: ALG, use: "sig" } };
}

/** The configured signing key, or null when CREDENTIAL_SIGNING_KEY is unset. */
function credentialSigner(): Promise<Signer> | null {
  const pem = env().CREDENTIAL_SIGNING_KEY;
  if (!pem) return null;
  signer ??= load(pem);
  return signer;
}

/** The JWK Set verifiers fetch (empty when no key is configured). */
export async function publicKeys(): Promise<{ keys: JWK[] }> {
  const current = credentialSigner();
  return { keys: current ? [(await current).publicJwk] : [] };
}

type Credential = ReturnType<typeof buildCredential>;
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** The credential as a compact VC-JWT, or null when no key is configured. */
export async function signCredential(credential: Credential): Promise<string | null> {
  const current = credentialSigner();
  if (!current) return null;
  const { privateKey, publicJwk } = await current;
  const jwt = new SignJWT(credential)
    .setProtectedHeader({ alg: ALG, typ: "JWT", kid: publicJwk.kid })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setNotBefore(seconds(credential.validFrom));
  if (credential.validUntil) jwt.setExpirationTime(seconds(credential.validUntil));
  return jwt.sign(privateKey);
}
