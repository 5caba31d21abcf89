import { render, screen, waitFor } from "@testing-library/react";
import { Toast, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";

// Radix reads a toast's text into a hidden role="status" region once it is shown; its aria-live decides
// whether the screen reader interrupts the reader (assertive) or waits for a pause (polite).
async function announcedAs(variant: "default" | "destructive") {
  render(
    <ToastProvider label="Notification">
      <Toast open variant={variant}>
        <ToastTitle>Saved</ToastTitle>
      </Toast>
      <ToastViewport label="Notifications" />
    </ToastProvider>,
  );
  const announcement = await waitFor(() => {
    const region = screen.getAllByRole("status").find((element) => element.textContent?.includes("Saved"));
    if (!region) throw new Error("no announcement yet");
    return region;
  });
  return announcement.getAttribute("aria-live");
}

it("announces a success or information toast politely", async () => {
  expect(await announcedAs("default")).toBe("polite");
});

it("announces an error toast assertively", async () => {
  expect(await announcedAs("destructive")).toBe("assertive");
});
