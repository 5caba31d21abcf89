import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import ToastList from "./toast-list";
import { toast } from "./use-toast";

const labels = { notification: "Notification", notifications: "Notifications ({hotkey})", close: "Close" };

it.each([
  ["ar", "left"],
  ["en", "right"],
] as const)("swipes a toast away towards the end edge (%s: %s)", (locale, side) => {
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <ToastList labels={labels} />
    </NextIntlClientProvider>,
  );
  act(() => void toast({ title: "Saved" }));
  const item = screen.getAllByText("Saved").map((node) => node.closest("[data-swipe-direction]")).find(Boolean);
  expect(item).toHaveAttribute("data-swipe-direction", side);
});
