import "server-only";
import { INVALID_CREDENTIALS, verifyCredentials } from "@/lib/auth/credentials";
import { forbidden, HttpError } from "@/lib/http/errors";

export const WRONG_PASSWORD = "WRONG_PASSWORD";

/**
 * A signed-in person confirms a sensitive change (new e-mail, new password, deleting the account) with their
 * password. It goes through the sign-in check (verifyCredentials), so guesses here share sign-in's
 * per-account backoff and per-address limit: a stolen session cannot use these forms to find the password.
 */
export async function confirmCurrentPassword(user: { email: string }, password: string, ip: string): Promise<void> {
  try {
    await verifyCredentials(user.email, password, ip);
  } catch (error) {
    if (error instanceof HttpError && error.code === INVALID_CREDENTIALS) throw forbidden("That password is not correct.", { code: WRONG_PASSWORD });
    throw error;
  }
}
