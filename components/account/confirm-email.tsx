"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { confirmEmailChangeAction } from "@/lib/account/actions";
import { Link } from "@/lib/i18n/navigation";

/**
 * Confirms the new address with a button, not on opening the link: mail scanners that open every link in a
 * message would otherwise use the token up (or make the change) before the person does. `newEmail` is null
 * when the link is not (or no longer) valid.
 */
export function ConfirmEmail({ token, newEmail }: { token: string; newEmail: string | null }) {
  const t = useTranslations("Account");
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: true; email: string } | { ok: false } | null>(null);

  if (outcome?.ok) {
    return (
      <div role="status" className="space-y-3">
        <p>{t("emailChanged", { email: outcome.email })}</p>
        <Link href="/account" className="font-medium text-primary underline">
          {t("goToAccount")}
        </Link>
      </div>
    );
  }
  if (!newEmail) return <p className="text-sm text-muted-foreground">{t("invalidEmailLink")}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t("confirmEmailText", { email: newEmail })}</p>
      <Button
        type="button"
        className="h-11"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await confirmEmailChangeAction({ token });
            setOutcome(result.ok ? { ok: true, email: result.data.email } : { ok: false });
          })
        }
      >
        {pending ? t("confirming") : t("confirmEmailButton")}
      </Button>
      {outcome && !outcome.ok ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t("invalidEmailLink")}
        </p>
      ) : null}
    </div>
  );
}
