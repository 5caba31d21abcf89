"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { showPendingFlashToast } from "@/components/ui/flash-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";
import { useToast } from "@/components/ui/use-toast";

export function Toaster() {
  const { toasts } = useToast();
  const t = useTranslations("Common");
  useEffect(showPendingFlashToast, []);
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label={t("notification")}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose label={t("close")} />
        </Toast>
      ))}
      <ToastViewport label={t("notifications", { hotkey: "{hotkey}" })} />
    </ToastProvider>
  );
}
