/** @jest-environment node */
import { buttonClassName } from "@/components/ui/button";
import { NEXT_UP_BUTTON, OUTLINE_BUTTON, PAGE_BUTTON_STYLES, PRIMARY_BUTTON, QUICK_ACTION_BUTTON } from "./button-styles";

/** The page's rules as the classes they give a `data-button` element: `[&_[data-button]:disabled]:x` is `disabled:x`. */
const pageClasses = PAGE_BUTTON_STYLES.split(" ").map((rule) => {
  const [, inner, utility] = /^\[&_\[data-button\](.*)\]:(.+)$/.exec(rule)!;
  if (inner === "") return utility!;
  if (inner === "_svg") return `[&_svg]:${utility}`;
  return `${inner!.slice(1)}:${utility}`;
});

const classesOf = (own: string) => new Set([...pageClasses, ...own.split(" ")]);
const classesOfButton = (options: Parameters<typeof buttonClassName>[0]) => new Set(buttonClassName(options).split(" "));

it("gives a data-button element with its own classes every class of the button it replaces", () => {
  expect(classesOf(PRIMARY_BUTTON)).toEqual(classesOfButton({ className: "h-11" }));
  expect(classesOf(OUTLINE_BUTTON)).toEqual(classesOfButton({ variant: "outline", className: "h-11" }));
  expect(classesOf(QUICK_ACTION_BUTTON)).toEqual(classesOfButton({ variant: "outline", className: "h-11 justify-start" }));
  expect(classesOf(NEXT_UP_BUTTON)).toEqual(classesOfButton({ size: "lg", className: "w-full shrink-0 px-6 sm:w-auto" }));
});

it("leaves out of the page's rules what an element may override (its alignment, size and colours)", () => {
  expect(pageClasses.some((c) => /^(justify-|h-|px-|py-|text-|bg-|border)/.test(c))).toBe(false);
});
