"use server";

import { requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/http/action";
import type { EmailMode } from "./modes";
import { emailModeSchema } from "./schema";
import { setEmailMode } from "./settings";

/** The account page's choice of discussion e-mail: each event, a daily digest, or none. */
export async function setEmailModeAction(input: unknown): Promise<ActionResult<{ emailMode: EmailMode }>> {
  return runAction(async () => {
    const user = await requireUser();
    const { emailMode } = emailModeSchema.parse(input);
    await setEmailMode(user.id, emailMode);
    return { emailMode };
  });
}
