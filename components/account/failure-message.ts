import type { ActionResult } from "@/lib/http/action";

type Failure = Extract<ActionResult<unknown>, { ok: false }>;
type Translate = (key: "wrongPassword" | "emailTaken" | "sameEmail" | "rateLimited" | "failed") => string;

/** What the account page says when a change was refused: a known refusal in the page's language, else a general one. */
export function failureMessage(result: Failure, t: Translate): string {
  if (result.code === "WRONG_PASSWORD") return t("wrongPassword");
  if (result.code === "EMAIL_TAKEN") return t("emailTaken");
  if (result.code === "SAME_EMAIL") return t("sameEmail");
  if (result.status === 429) return t("rateLimited");
  return t("failed");
}
