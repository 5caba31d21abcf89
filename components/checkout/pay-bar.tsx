"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = { priceLabel: string; payLabel: string; busy: boolean };

/**
 * The card form's submit row. On a phone it sticks to the bottom of the screen while the form is in view (the
 * total beside the Pay button, clear of the home indicator); from the lg breakpoint it is the form's last row.
 * It is the form's own submit button, so there is one form and one submission.
 */
export function PayBar({ priceLabel, payLabel, busy }: Props) {
  const t = useTranslations("Checkout");
  return (
    <div
      data-testid="pay-bar"
      className="sticky bottom-0 z-10 -mx-4 -mb-4 flex items-center gap-4 rounded-b-lg border-t bg-card px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:static lg:m-0 lg:block lg:border-0 lg:p-0"
    >
      <p className="shrink-0 text-sm lg:hidden">
        <span className="block text-muted-foreground">{t("total")}</span>
        <span className="font-semibold">{priceLabel}</span>
      </p>
      <Button type="submit" className="min-h-11 flex-1 lg:w-full" disabled={busy}>
        {busy ? t("processing") : payLabel}
      </Button>
    </div>
  );
}
