/** @jest-environment node */
import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { CARD_BUTTON, CARD_BUTTON_WIDE, COMPLETED_BADGE, PANEL_BUTTON, SECONDARY_BADGE, STATUS_BADGE } from "./state-classes";

it("writes out the classes the button and badge variants give", () => {
  expect(PANEL_BUTTON).toBe(buttonVariants({ size: "lg", className: "w-full sm:w-auto" }));
  expect(CARD_BUTTON).toBe(buttonVariants({ size: "sm", className: "min-h-11" }));
  expect(CARD_BUTTON_WIDE).toBe(buttonVariants({ size: "sm", className: "min-h-11 w-full" }));
  expect(COMPLETED_BADGE).toBe(badgeVariants({ variant: "success", size: "lg" }));
  expect(SECONDARY_BADGE).toBe(badgeVariants({ variant: "secondary" }));
  expect(STATUS_BADGE.completed).toBe(badgeVariants({ variant: "success" }));
  expect(STATUS_BADGE["in-progress"]).toBe(badgeVariants({ variant: "secondary" }));
});
