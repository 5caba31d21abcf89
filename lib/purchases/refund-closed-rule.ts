// The refund rule's decision, apart from the database so it is unit tested: the final assessment first (it is
// usually what comes first), then the certificate.

export type RefundClosedReason = "final_attempt" | "certificate";

export function refundClosedReason(facts: { finalAttemptSubmitted: boolean; certificateDownloaded: boolean }): RefundClosedReason | null {
  if (facts.finalAttemptSubmitted) return "final_attempt";
  if (facts.certificateDownloaded) return "certificate";
  return null;
}
