import * as React from "react";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";
import { Slot } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  asChild?: boolean;
}

/**
 * A button's classes, merged: for a server component to hand to a client component that draws a button whose
 * className overrides one of the variant's classes (the client then needs no cn and its merge rules).
 */
function buttonClassName(options: Parameters<typeof buttonVariants>[0]) {
  return cn(buttonVariants(options));
}

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp className={buttonClassName({ variant, size, className })} {...props} />;
}

export { Button, buttonClassName, buttonVariants };
