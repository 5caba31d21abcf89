import * as React from "react";
import { Check } from "lucide-react";

/**
 * A native checkbox drawn as Radix's was (a 20px box, filled with a check when ticked): it works in a form
 * without script (name, checked, FormData) and costs the page no JavaScript. The input itself is invisible and
 * 44×44 px, centred on the box (-inset-3), so a thumb finds it; the box is drawn by the span after it (peer-*).
 * className places the box.
 */
function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span className={`relative inline-flex size-5 shrink-0 ${className ?? ""}`.trimEnd()}>
      <input
        type="checkbox"
        className="peer absolute -inset-3 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        className="pointer-events-none size-5 rounded-sm border border-primary ring-offset-background peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:opacity-50 peer-aria-invalid:border-destructive"
        aria-hidden="true"
      />
      <Check className="pointer-events-none absolute inset-0.5 hidden h-4 w-4 text-primary-foreground peer-checked:block" aria-hidden="true" />
    </span>
  );
}

export { Checkbox };
