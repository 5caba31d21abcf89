import { act, render, screen } from "@testing-library/react";
import { LocaleDirectionProvider } from "@/components/i18n/direction-provider";
import ToastList from "./toast-list";
import { toast } from "./use-toast";

const labels = { notification: "Notification", notifications: "Notifications ({hotkey})", close: "Close" };

it.each([
  ["rtl", "left"],
  ["ltr", "right"],
] as const)("swipes a toast away towards the end edge (%s: %s)", (dir, side) => {
  render(
    <LocaleDirectionProvider dir={dir}>
      <ToastList labels={labels} />
    </LocaleDirectionProvider>,
  );
  act(() => void toast({ title: "Saved" }));
  const item = screen.getAllByText("Saved").map((node) => node.closest("[data-swipe-direction]")).find(Boolean);
  expect(item).toHaveAttribute("data-swipe-direction", side);
});
