"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

/** Shown in place of the card form once paid; takes focus, since the Pay button it replaces held it. */
export function PaymentSuccess() {
  const t = useTranslations("Checkout");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center py-8 text-center">
      <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold">
        {t("successTitle")}
      </h2>
      <p className="mt-2 text-muted-foreground">{t("successText")}</p>
    </div>
  );
}
