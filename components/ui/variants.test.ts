/** @jest-environment node */
import { cva } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { badgeVariants } from "./badge";
import { buttonVariants } from "./button-variants";
import { variants } from "./variants";

// Badge and client components' buttons join their classes without cn (nothing to download for its rules),
// which is right only while no two classes of a variant set the same thing; and ./variants.ts stands in for cva.
const combinations = <T extends Record<string, readonly string[]>>(options: T) =>
  Object.entries(options).reduce<Record<string, string>[]>(
    (all, [key, values]) => all.flatMap((combination) => values.map((value) => ({ ...combination, [key]: value }))),
    [{}],
  );

it.each(combinations({ variant: ["default", "destructive", "outline", "secondary", "ghost", "link"], size: ["default", "sm", "lg", "icon"] }))(
  "button %o has no conflicting classes",
  (options) => {
    const classes = buttonVariants(options as Parameters<typeof buttonVariants>[0]);
    expect(cn(classes)).toBe(classes);
  },
);

it.each(combinations({ variant: ["default", "secondary", "destructive", "success", "outline"], size: ["default", "lg"] }))(
  "badge %o has no conflicting classes",
  (options) => {
    const classes = badgeVariants(options as Parameters<typeof badgeVariants>[0]);
    expect(cn(classes)).toBe(classes);
  },
);

it("computes classes as class-variance-authority does", () => {
  const config = { variants: { variant: { a: "bg-primary text-white", b: "border" }, size: { s: "h-9 px-3", l: "h-11 px-8" } }, defaultVariants: { variant: "a", size: "s" } } as const;
  const ours = variants("inline-flex rounded-md", config);
  const theirs = cva("inline-flex rounded-md", config);
  for (const variant of ["a", "b", undefined, null] as const) {
    for (const size of ["s", "l", undefined, null] as const) {
      for (const className of [undefined, "", "w-full sm:w-auto"]) {
        expect(ours({ variant, size, className })).toBe(theirs({ variant, size, className }));
      }
    }
  }
  expect(ours()).toBe(theirs());
});
