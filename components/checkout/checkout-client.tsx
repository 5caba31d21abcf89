"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { DemoCardForm } from "@/components/payments/demo-card-form";
import { StripeCardForm } from "@/components/payments/stripe-card-form";
import { Button } from "@/components/ui/button";
import { useCheckout } from "./use-checkout";

type Props = {
  courseId: string;
  priceLabel: string;
  provider: "stripe" | "demo";
  publishableKey: string | null;
};

/** The payment column of the checkout page: form and processing (success takes the page: PaymentSuccess). */
export function CheckoutClient({ courseId, priceLabel, provider, publishableKey }: Props) {
  const t = useTranslations("Checkout");
  const checkout = useCheckout(courseId);
  const busy = checkout.stage === "processing";

  if (checkout.stage === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {t("preparing")}
      </p>
    );
  }
  if (checkout.stage === "error" || !checkout.clientSecret) {
    return (
      <Button type="button" variant="outline" className="min-h-11" onClick={() => void checkout.retry()}>
        {t("retry")}
      </Button>
    );
  }
  const formProps = {
    clientSecret: checkout.clientSecret,
    payLabel: t("pay", { amount: priceLabel }),
    priceLabel,
    busy,
    onProcessing: checkout.processing,
    onFailed: checkout.failed,
    onPaid: (id: string) => void checkout.paid(id),
  };
  return provider === "stripe" && publishableKey ? (
    <StripeCardForm publishableKey={publishableKey} {...formProps} />
  ) : (
    <DemoCardForm {...formProps} />
  );
}
