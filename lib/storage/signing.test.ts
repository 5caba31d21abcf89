/** @jest-environment node */
import { createHmac } from "node:crypto";
import { signKey, verifyKey } from "./signing";

const SECRET = "a-test-secret-of-reasonable-length";

describe("signed media keys", () => {
  const exp = Math.floor(Date.now() / 1000) + 60;
  const { sig } = signKey(SECRET, "seed/genesis/lesson-1/sample-lecture.webm", exp);

  it("accepts its own signature before the expiry", () => {
    expect(verifyKey(SECRET, "seed/genesis/lesson-1/sample-lecture.webm", exp, sig)).toBe(true);
  });

  it("refuses another key, a later expiry, another secret or a tampered signature", () => {
    expect(verifyKey(SECRET, "seed/genesis/lesson-2/sample-lecture.webm", exp, sig)).toBe(false);
    expect(verifyKey(SECRET, "seed/genesis/lesson-1/sample-lecture.webm", exp + 3600, sig)).toBe(false);
    expect(verifyKey("another-secret-entirely-here", "seed/genesis/lesson-1/sample-lecture.webm", exp, sig)).toBe(false);
    expect(verifyKey(SECRET, "seed/genesis/lesson-1/sample-lecture.webm", exp, sig.slice(0, -2) + "AA")).toBe(false);
    expect(verifyKey(SECRET, "seed/genesis/lesson-1/sample-lecture.webm", exp, "")).toBe(false);
  });

  it("refuses an expired URL even with a valid signature", () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    const old = signKey(SECRET, "k.webm", past);
    expect(verifyKey(SECRET, "k.webm", past, old.sig)).toBe(false);
  });
});

describe("signing purposes", () => {
  it("never accepts a read signature as a write signature, nor the reverse", () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const read = signKey(SECRET, "videos/l1/a.webm", exp);
    const write = signKey(SECRET, "videos/l1/a.webm", exp, "upload-put");
    expect(verifyKey(SECRET, "videos/l1/a.webm", exp, write.sig, Date.now(), "upload-put")).toBe(true);
    expect(verifyKey(SECRET, "videos/l1/a.webm", exp, read.sig, Date.now(), "upload-put")).toBe(false);
    expect(verifyKey(SECRET, "videos/l1/a.webm", exp, write.sig)).toBe(false);
    expect(verifyKey(SECRET, "videos/l1/a.webm", exp, write.sig, Date.now(), "upload-part")).toBe(false);
  });
});

describe("the signature itself", () => {
  it("is HMAC-SHA256 of 'key\\nexpiry' under the purpose's key derived from the secret, however often it is made", () => {
    // Every server of the site, and this one after a restart, must make the same signature for the same URL.
    const exp = 1_900_000_000;
    const expected = (secret: string, purpose: string, key: string) =>
      createHmac("sha256", createHmac("sha256", secret).update(`bsa:${purpose}:v1`).digest()).update(`${key}\n${exp}`).digest("base64url");
    for (let i = 0; i < 3; i++) {
      expect(signKey(SECRET, "k.webm", exp).sig).toBe(expected(SECRET, "media-url", "k.webm"));
      expect(signKey(SECRET, "k.webm", exp, "hls-playlist").sig).toBe(expected(SECRET, "hls-playlist", "k.webm"));
      expect(signKey("another-secret-entirely-here", "k.webm", exp).sig).toBe(expected("another-secret-entirely-here", "media-url", "k.webm"));
    }
  });
});
