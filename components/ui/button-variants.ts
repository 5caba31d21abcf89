import { variants, type VariantOptions } from "@/components/ui/variants";

// The button's classes, apart from the component: a client component that draws a button-styled link or
// button with a class that adds to these (w-full, a margin) uses buttonVariants({ ..., className }) and
// needs no cn (lib/utils.ts) in the browser. Overriding one of these classes (h-auto, px-0) takes <Button>,
// which merges. components/ui/variants.test.ts checks that no two classes of a variant conflict.
const VARIANTS = {
  variant: {
    default: "bg-primary text-primary-foreground hover:bg-primary/90",
    destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
    outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
    secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
    ghost: "hover:bg-accent hover:text-accent-foreground",
    link: "text-primary underline-offset-4 hover:underline",
  },
  size: {
    default: "h-10 px-4 py-2 text-sm",
    sm: "h-9 px-3 text-sm",
    lg: "h-11 px-8 text-base",
    icon: "h-10 w-10 text-sm",
  },
};

export type ButtonVariantProps = Omit<VariantOptions<typeof VARIANTS>, "className">;

export const buttonVariants = variants(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  { variants: VARIANTS, defaultVariants: { variant: "default", size: "default" } },
);
