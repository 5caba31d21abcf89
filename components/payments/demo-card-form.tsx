"use client";

import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useApiErrorMessage } from "@/components/i18n/api-error-message";

type Props = {
  clientSecret: string;
  payLabel: string;
  busy: boolean;
  onProcessing: () => void;
  onFailed: () => void;
  onPaid: (paymentIntentId: string) => void;
};

/** The demo provider's card form: Stripe's test numbers, no card is charged. */
export function DemoCardForm({ clientSecret, payLabel, busy, onProcessing, onFailed, onPaid }: Props) {
  const t = useTranslations("Payments");
  const tc = useTranslations("Checkout");
  const apiErrorMessage = useApiErrorMessage();
  const [cardNumber, setCardNumber] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Back to the card number after a refusal: the Pay button was disabled while processing, which drops its focus.
  const cardInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!cardNumber.trim()) {
      setError(t("cardRequired"));
      cardInput.current?.focus();
      return;
    }
    setError(null);
    onProcessing();
    const response = await fetch("/api/payments/demo-confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientSecret, cardNumber }),
    }).catch(() => null);
    const body = await response?.json().catch(() => null);
    if (!response?.ok) {
      const message = apiErrorMessage(body, tc("paymentFailed"));
      setError(message);
      toast({ variant: "destructive", title: tc("paymentFailedTitle"), description: message });
      onFailed();
      cardInput.current?.focus();
      return;
    }
    onPaid(clientSecret.slice(0, clientSecret.indexOf("_secret_")));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      <p className="flex items-start gap-2 rounded-md border border-gold/60 bg-gold/10 p-3 text-sm" role="note">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
        <span>
          <strong className="block">{t("demoLabel")}</strong>
          {t("demoHint")}
        </span>
      </p>
      <div className="space-y-2">
        <Label htmlFor="demo-card-number">{t("cardNumber")}</Label>
        <Input
          ref={cardInput}
          id="demo-card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "demo-card-error" : undefined}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-2">
          <Label htmlFor="demo-card-expiry">{t("expiry")}</Label>
          <Input id="demo-card-expiry" dir="ltr" autoComplete="cc-exp" placeholder="12 / 34" defaultValue="12 / 34" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="demo-card-cvc">{t("cvc")}</Label>
          <Input id="demo-card-cvc" dir="ltr" inputMode="numeric" autoComplete="cc-csc" placeholder="123" defaultValue="123" />
        </div>
      </div>
      {error && (
        <p id="demo-card-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? tc("processing") : payLabel}
      </Button>
    </form>
  );
}
