/** @jest-environment node */
import { adaptForUppy, shouldRetryStatus, statusForUppy } from "./retry-policy";

describe("uploader retry rule (SPEC section 8)", () => {
  it("retries 408, 409, 418, 423, 429 and 5xx except 501 and 505", () => {
    for (const s of [408, 409, 418, 423, 429, 500, 502, 503, 504, 507]) expect(shouldRetryStatus(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 413, 501, 505]) expect(shouldRetryStatus(s)).toBe(false);
  });

  it("hands Uppy a status it retries exactly when the SPEC does", () => {
    // Uppy: 4xx other than 409 and 429 is final; anything else is retried.
    const uppyRetries = (s: number) => !(s > 400 && s < 500 && s !== 409 && s !== 429);
    for (const s of [400, 403, 404, 408, 409, 413, 418, 423, 429, 500, 501, 502, 503, 505]) {
      expect(uppyRetries(statusForUppy(s))).toBe(shouldRetryStatus(s));
    }
    expect(statusForUppy(501)).toBe(422);
    expect(statusForUppy(400)).toBe(422);
    expect(statusForUppy(418)).toBe(503);
  });

  it("leaves an expired signature alone so Uppy re-signs the part", () => {
    const expired = Object.assign(new Error("Request has expired"), { source: { status: 403 } });
    expect(adaptForUppy(expired).source.status).toBe(403);
    const teapot = Object.assign(new Error("418: teapot"), { source: { status: 418 } });
    expect(adaptForUppy(teapot).source.status).toBe(503);
  });
});
