import { randomBytes } from "node:crypto";

// Crockford's base32 alphabet: no I, L, O or U, so a serial read aloud or typed from paper is unambiguous.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 80 random bits as 16 base32 characters in groups of four: "BSA-7K3Q-M9XD-2FTA-HV8C". Unguessable. */
export function newCertificateSerial(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `BSA-${out.match(/.{4}/g)!.join("-")}`;
}

/** Serials are printed and typed: accept any case and surrounding spaces; refuse anything else. */
export function normalizeSerial(input: string): string | null {
  const serial = input.trim().toUpperCase();
  return /^BSA-[0-9A-Z-]{4,40}$/.test(serial) ? serial : null;
}
