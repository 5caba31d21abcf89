"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useRouter } from "@/lib/i18n/navigation";
import { useApiErrorMessage } from "@/components/i18n/api-error-message";

type State =
  | { status: "none" | "pending" | "refunded" | "closed" }
  | { status: "refundable"; amountCents: number; currency: string; deadline: string; revokes?: { certificate: boolean; diploma: boolean } };

/**
 * The 30-day refund offer on a course page. Renders nothing unless the signed-in student has a payment
 * for this course that can still be refunded (or a refund under way); it asks the server itself.
 */
export function RefundRequest({ courseId, onRefunded }: { courseId: string; onRefunded?: () => void }) {
  const t = useTranslations("Refunds");
  const apiErrorMessage = useApiErrorMessage();
  const format = useFormatter();
  const router = useRouter();
  const [state, setState] = useState<State>({ status: "none" });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(`/api/refunds?courseId=${encodeURIComponent(courseId)}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: State | null) => live && body && setState(body))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [courseId]);

  async function refund() {
    setBusy(true);
    const response = await fetch("/api/refunds", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ courseId }),
    }).catch(() => null);
    const body = await response?.json().catch(() => null);
    setBusy(false);
    setConfirming(false);
    if (!response?.ok) {
      toast({ variant: "destructive", title: t("errorTitle"), description: apiErrorMessage(body, t("errorText")) });
      return;
    }
    if (body?.status === "refunded") {
      setState({ status: "refunded" });
      toast({ title: t("refundedTitle"), description: t("refundedText") });
    } else {
      setState({ status: "pending" });
      toast({ title: t("successTitle"), description: t("successText") });
    }
    router.refresh();
    onRefunded?.();
  }

  if (state.status === "none") return null;
  if (state.status !== "refundable") {
    const text = state.status === "pending" ? t("pending") : state.status === "closed" ? t("used") : t("refunded");
    return (
      <p role="status" className="text-sm text-muted-foreground" data-testid="refund-state">
        {text}
      </p>
    );
  }
  const amount = format.number(state.amountCents / 100, { style: "currency", currency: state.currency.toUpperCase() });
  // Small print with a text button: the offer is there for whoever looks for it, below the lessons,
  // never competing with 'Continue Learning'.
  return (
    <section aria-labelledby="refund-title" className="text-sm text-muted-foreground" data-testid="refund-request">
      <h2 id="refund-title" className="font-medium text-foreground">
        {t("title")}
      </h2>
      <p className="mt-1">
        {t("text", { amount, date: format.dateTime(new Date(state.deadline), { dateStyle: "long" }) })}
      </p>
      {confirming ? (
        <div className="mt-2 space-y-2" role="group" aria-label={t("confirm")}>
          <p className="font-medium text-foreground">{t("confirm")}</p>
          {/* Said only to a student who holds what the refund revokes (the server knows). */}
          {state.revokes?.certificate && (
            <p className="font-medium text-destructive" data-testid="refund-revokes">
              {state.revokes.diploma ? t("revokesCertificateAndDiploma") : t("revokesCertificate")}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="destructive" size="sm" className="min-h-11" disabled={busy} onClick={() => void refund()}>
              {busy ? t("requesting") : t("confirmYes")}
            </Button>
            <Button type="button" variant="outline" size="sm" className="min-h-11" disabled={busy} onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="link" size="sm" className="min-h-11 px-0 text-muted-foreground underline" onClick={() => setConfirming(true)}>
          {t("request")}
        </Button>
      )}
    </section>
  );
}
