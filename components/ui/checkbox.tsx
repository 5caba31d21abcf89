import * as React from "react";
import { Check } from "lucide-react";

/**
 * A native checkbox drawn as Radix's was (a 20px box, filled with a check when ticked): it works in a form
 * without script (name, checked, FormData) and costs the page no JavaScript. className places the box.
 */
function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span className={`relative inline-flex shrink-0 ${className ?? ""}`.trimEnd()}>
      <input
        type="checkbox"
        className="peer h-5 w-5 shrink-0 appearance-none rounded-sm border border-primary ring-offset-background checked:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
        {...props}
      />
      <Check className="pointer-events-none absolute inset-0.5 hidden h-4 w-4 text-primary-foreground peer-checked:block" aria-hidden="true" />
    </span>
  );
}

export { Checkbox };
