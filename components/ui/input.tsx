import * as React from "react";

// Drawn by the sign-in and sign-up forms in the browser, so no cn (lib/utils.ts): className adds (pe-11).

/**
 * Addresses, passwords, links and phone numbers are written left to right in every language: in an Arabic page a
 * half-typed 'layla@' would otherwise show as '@layla'. A caller may still pass its own dir.
 */
const LEFT_TO_RIGHT_TYPES: ReadonlySet<string> = new Set(["email", "password", "url", "tel"]);

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  const leftToRight = type !== undefined && LEFT_TO_RIGHT_TYPES.has(type);
  return (
    <input
      type={type}
      dir={leftToRight ? "ltr" : undefined}
      className={`flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background file:border-0 file:bg-transparent file:text-sm file:font-medium placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm ${className ?? ""}`.trimEnd()}
      {...props}
    />
  );
}

export { Input };
