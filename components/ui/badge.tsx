import * as React from "react";
import { variants, type VariantOptions } from "@/components/ui/variants";

// Drawn by client components too (the course page's status), so no cn (lib/utils.ts) here: className adds
// classes (a position, a font), the size variant sets the text size, and the variants never conflict
// (components/ui/variants.test.ts).
const VARIANTS = {
  variant: {
    default: "border-transparent bg-primary text-primary-foreground",
    secondary: "border-transparent bg-secondary text-secondary-foreground",
    destructive: "border-transparent bg-destructive text-destructive-foreground",
    success: "border-transparent bg-success text-success-foreground",
    outline: "text-foreground",
  },
  size: { default: "text-xs", lg: "text-sm" },
};

const badgeVariants = variants("inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 font-semibold transition-colors", {
  variants: VARIANTS,
  defaultVariants: { variant: "default", size: "default" },
});

export interface BadgeProps extends React.HTMLAttributes<HTMLSpanElement>, Omit<VariantOptions<typeof VARIANTS>, "className"> {}

function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={badgeVariants({ variant, size, className })} {...props} />;
}

export { Badge, badgeVariants };
