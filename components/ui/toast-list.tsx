"use client";

import { useLocale } from "next-intl";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";
import { useToast } from "@/components/ui/use-toast";
import type { ToasterLabels } from "@/components/ui/toaster";
import { directionOf, type Locale } from "@/lib/i18n/locales";

/** Radix Toast: the list, its swipe and timers, and the screen-reader announcement of each toast. */
export default function ToastList({ labels }: { labels: ToasterLabels }) {
  const { toasts } = useToast();
  // The list sits at the end edge (the left in Arabic): a toast is swiped away towards that edge.
  const swipeDirection = directionOf(useLocale() as Locale) === "rtl" ? "left" : "right";
  return (
    <ToastProvider duration={5000} swipeDirection={swipeDirection} swipeThreshold={50} label={labels.notification}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose label={labels.close} />
        </Toast>
      ))}
      <ToastViewport label={labels.notifications} />
    </ToastProvider>
  );
}
