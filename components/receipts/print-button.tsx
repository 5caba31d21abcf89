"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The browser's print dialog for the receipt on the page (hidden on paper). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" className="min-h-11 print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
