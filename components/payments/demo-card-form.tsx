"use client";

import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { cardDigits, firstInvalidField, nextFieldWhenComplete, validateCardFields, type CardField, type CardFields } from "@/components/checkout/card-fields";
import { reformat } from "@/components/checkout/card-format";
import { PayBar } from "@/components/checkout/pay-bar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useApiErrorMessage } from "@/components/i18n/api-error-message";

type Props = {
  clientSecret: string;
  payLabel: string;
  priceLabel: string;
  busy: boolean;
  onProcessing: () => void;
  onFailed: () => void;
  onPaid: (paymentIntentId: string) => void;
};

/** Each field's id and autocomplete token. */
const FIELDS: Record<CardField, { id: string; autoComplete: string }> = {
  number: { id: "demo-card-number", autoComplete: "cc-number" },
  expiry: { id: "demo-card-expiry", autoComplete: "cc-exp" },
  cvc: { id: "demo-card-cvc", autoComplete: "cc-csc" },
};
// Neutral placeholders: nothing looks filled in before the buyer types. Expiry and CVC are written as the
// reader's language abbreviates them ('MM / JJ', 'ММ / ГГ').
const NUMBER_PLACEHOLDER = "1234 1234 1234 1234";
const PLACEHOLDER_KEY = { expiry: "expiryPlaceholder", cvc: "cvcPlaceholder" } as const;
// The card number's error keeps the id other screens' tests and the decline message already use.
const errorId = (field: CardField) => (field === "number" ? "demo-card-error" : `${FIELDS[field].id}-error`);

/** The demo provider's card form: Stripe's test numbers, no card is charged. */
export function DemoCardForm({ clientSecret, payLabel, priceLabel, busy, onProcessing, onFailed, onPaid }: Props) {
  const t = useTranslations("Payments");
  const tc = useTranslations("Checkout");
  const apiErrorMessage = useApiErrorMessage();
  const [values, setValues] = useState<CardFields>({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  // A second click or Enter before the parent re-renders with `busy` must not send a second confirmation.
  const submitting = useRef(false);
  // Fields already moved on from once: correcting one later leaves the focus where the buyer is.
  const advanced = useRef(new Set<CardField>());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current || busy) return;
    const invalid = validateCardFields(values);
    const first = firstInvalidField(invalid);
    if (first) {
      setErrors(Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, tc(key)])));
      inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    submitting.current = true;
    onProcessing();
    const response = await fetch("/api/payments/demo-confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientSecret, cardNumber: cardDigits(values.number) }),
    }).catch(() => null);
    const body = await response?.json().catch(() => null);
    // From here `busy` (the parent's processing stage, rendered by now) guards until the outcome is known.
    submitting.current = false;
    if (!response?.ok) {
      const message = apiErrorMessage(body, tc("paymentFailed"));
      setErrors({ number: message });
      toast({ variant: "destructive", title: tc("paymentFailedTitle"), description: message });
      onFailed();
      // Back to the card number: the Pay button was disabled while processing, which drops its focus.
      inputs.current.number?.focus();
      return;
    }
    onPaid(clientSecret.slice(0, clientSecret.indexOf("_secret_")));
  }

  /**
   * The number and expiry formatted as typed ('4242 4242 …', 'MM / YY'): written into the input at once with its
   * caret, so React's re-render with the same value leaves the caret where it was put.
   */
  function formatted(name: CardField, input: HTMLInputElement, inputType = ""): string {
    if (name === "cvc") return input.value;
    const { value, caret } = reformat(name, input.value, input.selectionStart ?? input.value.length, values[name], inputType);
    input.value = value;
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
    return value;
  }

  const field = (name: CardField, label: string) => {
    const error = errors[name];
    return (
      <div className="space-y-2">
        <Label htmlFor={FIELDS[name].id}>{label}</Label>
        <Input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={FIELDS[name].id}
          // Card digits read left to right in every language, Arabic included.
          dir="ltr"
          inputMode="numeric"
          autoComplete={FIELDS[name].autoComplete}
          placeholder={name === "number" ? NUMBER_PLACEHOLDER : tc(PLACEHOLDER_KEY[name])}
          className="min-h-11"
          value={values[name]}
          onChange={(e) => {
            const value = formatted(name, e.target, (e.nativeEvent as InputEvent).inputType);
            setValues((current) => ({ ...current, [name]: value }));
            const next = advanced.current.has(name) ? undefined : nextFieldWhenComplete(name, value);
            if (next) {
              advanced.current.add(name);
              inputs.current[next]?.focus();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
        />
        {error && (
          <p id={errorId(name)} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form id="checkout-payment-form" onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      {field("number", tc("cardNumber"))}
      <div className="grid grid-cols-2 gap-4">
        {field("expiry", tc("expiry"))}
        {field("cvc", tc("cvc"))}
      </div>
      <p className="flex items-start gap-2 rounded-md border border-gold/60 bg-gold/10 p-3 text-sm" role="note">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
        <span>
          <strong className="block">{t("demoLabel")}</strong>
          {t("demoHint")}
        </span>
      </p>
      <PayBar priceLabel={priceLabel} payLabel={payLabel} busy={busy} />
    </form>
  );
}
