"use client";

import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = { priceLabel: string; payLabel: string; busy: boolean };

/**
 * The card form's submit row. On a phone it sticks to the bottom of the screen while the form is in view (the
 * total beside the Pay button, the 30-day guarantee under it, clear of the home indicator): the guarantee is
 * read where the buyer decides, not only in the collapsed summary. From the lg breakpoint it is the form's last
 * row, and the guarantee sits in the summary's column. It is the form's own submit button, so there is one form
 * and one submission.
 */
export function PayBar({ priceLabel, payLabel, busy }: Props) {
  const t = useTranslations("Checkout");
  return (
    <div
      data-testid="pay-bar"
      className="sticky bottom-0 z-10 -mx-4 -mb-4 rounded-b-lg border-t bg-card px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:static lg:m-0 lg:border-0 lg:p-0"
    >
      <div className="flex items-center gap-4 lg:block">
        <p className="shrink-0 text-sm lg:hidden">
          <span className="block text-muted-foreground">{t("total")}</span>
          <span className="font-semibold">{priceLabel}</span>
        </p>
        <Button type="submit" className="min-h-11 flex-1 lg:w-full" disabled={busy}>
          {busy ? t("processing") : payLabel}
        </Button>
      </div>
      <p data-testid="pay-bar-guarantee" className="mt-2 flex items-center justify-center gap-1.5 text-xs text-green-800 lg:hidden dark:text-green-300">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {t("guaranteeTitle")}
      </p>
    </div>
  );
}
