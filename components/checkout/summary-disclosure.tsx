"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

type Props = { label: string; title: string; titleLang?: string; priceLabel: string; children: ReactNode };

/**
 * What the buyer is paying for. On a phone it starts collapsed to one row (course and price) so the payment
 * form is in the first screenful; the row opens the full summary. From the lg breakpoint the summary is
 * always open in its own column and the row is not shown.
 */
export function SummaryDisclosure({ label, title, titleLang, priceLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg border bg-card px-4 py-3 text-start shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
      >
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-muted-foreground">{label}</span>
          <span className="block truncate font-semibold">
            <bdi lang={titleLang}>{title}</bdi>
          </span>
        </span>
        <span className="shrink-0 font-semibold" data-testid="summary-price">
          {priceLabel}
        </span>
        <ChevronDown className={`h-5 w-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <div id={contentId} data-testid="checkout-summary" className={`${open ? "mt-4 block" : "hidden"} lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
