"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { PayBar } from "@/components/checkout/pay-bar";
import { toast } from "@/components/ui/use-toast";

type Props = {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  priceLabel: string;
  busy: boolean;
  onProcessing: () => void;
  onFailed: () => void;
  onPaid: (paymentIntentId: string) => void;
};

// Stripe.js is loaded from the `pure` entry, so it is fetched only when this form renders (on the
// checkout page), never on every page as the default entry would.
const loaders = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key)!;
};

export function StripeCardForm(props: Props) {
  const locale = useLocale();
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret, locale: locale as "auto", appearance: { theme: "stripe" } }}
    >
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ payLabel, priceLabel, busy, onProcessing, onFailed, onPaid }: Props) {
  const t = useTranslations("Checkout");
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  // A second click or Enter while Stripe validates or confirms must not confirm the payment twice.
  const submitting = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current || busy) return;
    submitting.current = true;
    try {
      await pay();
    } finally {
      submitting.current = false;
    }
  }

  async function pay() {
    if (!stripe || !elements || !ready) {
      toast({ variant: "destructive", title: t("formNotReadyTitle"), description: t("formNotReady") });
      return;
    }
    const { error: formError } = await elements.submit();
    if (formError) {
      toast({ variant: "destructive", title: t("formErrorTitle"), description: formError.message });
      return;
    }
    onProcessing();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: { return_url: window.location.href },
    });
    if (error || !paymentIntent) {
      toast({ variant: "destructive", title: t("paymentFailedTitle"), description: error?.message ?? t("paymentFailed") });
      onFailed();
      return;
    }
    onPaid(paymentIntent.id);
  }

  return (
    <form id="checkout-payment-form" onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {/* Stripe's fields carry their own placeholders, errors under each field, numeric keyboards and autofill. */}
      <PaymentElement options={{ paymentMethodOrder: ["card"], layout: "tabs" }} onReady={() => setReady(true)} />
      <p className="text-xs text-muted-foreground">{t("secureNote")}</p>
      <PayBar priceLabel={priceLabel} payLabel={payLabel} busy={busy} />
    </form>
  );
}
