"use server";

import { requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/http/action";
import { setCertificateVisibility } from "./visibility";

/** The signed-in holder makes a certificate's verification page public (indexable) or private again. */
export async function setCertificateVisibilityAction(input: unknown): Promise<ActionResult<{ id: string; isPublic: boolean }>> {
  return runAction(async () => {
    const user = await requireUser();
    return setCertificateVisibility(user.id, input);
  });
}
