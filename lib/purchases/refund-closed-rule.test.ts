/** @jest-environment node */
import { refundClosedReason } from "./refund-closed-rule";

it("keeps a refund open until a final attempt is submitted or the certificate downloaded", () => {
  expect(refundClosedReason({ finalAttemptSubmitted: false, certificateDownloaded: false })).toBeNull();
  expect(refundClosedReason({ finalAttemptSubmitted: true, certificateDownloaded: false })).toBe("final_attempt");
  expect(refundClosedReason({ finalAttemptSubmitted: false, certificateDownloaded: true })).toBe("certificate");
  expect(refundClosedReason({ finalAttemptSubmitted: true, certificateDownloaded: true })).toBe("final_attempt");
});
