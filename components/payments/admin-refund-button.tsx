"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useRouter } from "@/lib/i18n/navigation";
import { useApiErrorMessage } from "@/components/i18n/api-error-message";

/** Refunds one payment from the admin list, after a confirmation. */
export function AdminRefundButton({ paymentId, amount, name }: { paymentId: string; amount: string; name: string }) {
  const t = useTranslations("AdminPayments");
  const apiErrorMessage = useApiErrorMessage();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function refund() {
    if (!window.confirm(t("confirmRefund", { amount, name }))) return;
    setBusy(true);
    const response = await fetch(`/api/admin/payments/${paymentId}/refund`, { method: "POST" }).catch(() => null);
    const body = await response?.json().catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      toast({ variant: "destructive", title: t("refundFailed"), description: apiErrorMessage(body, t("refundFailedText")) });
      return;
    }
    toast({ title: t("refundedTitle"), description: body?.status === "refunded" ? t("refundedText") : t("pendingText") });
    router.refresh();
  }

  return (
    <Button type="button" variant="outline" size="sm" className="min-h-11" disabled={busy} onClick={() => void refund()} aria-label={`${t("refund")} ${name} ${amount}`}>
      {busy ? t("refunding") : t("refund")}
    </Button>
  );
}
