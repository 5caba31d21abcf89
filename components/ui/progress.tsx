import * as React from "react";

/**
 * A bar whose fill is capped to 0–100% whatever value it is given. The markup of Radix Progress (role, aria
 * values, data-state) without its runtime, and no cn: className adds to the bar's classes (flex-1).
 */
function Progress({ className, value, ...props }: Omit<React.ComponentProps<"div">, "children"> & { value?: number | null }) {
  const clamped = Math.min(100, Math.max(0, value ?? 0));
  const state = { "data-state": clamped === 100 ? "complete" : "loading", "data-value": clamped, "data-max": 100 };
  return (
    <div
      aria-valuemax={100}
      aria-valuemin={0}
      aria-valuenow={clamped}
      aria-valuetext={`${Math.round(clamped)}%`}
      role="progressbar"
      {...state}
      className={`relative h-2 w-full overflow-hidden rounded-full bg-secondary rtl:-scale-x-100 ${className ?? ""}`.trimEnd()}
      {...props}
    >
      <div {...state} className="h-full w-full flex-1 bg-primary transition-transform" style={{ transform: `translateX(-${100 - clamped}%)` }} />
    </div>
  );
}

export { Progress };
