"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { showPendingFlashToast } from "@/components/ui/flash-toast";
import { useToast } from "@/components/ui/use-toast";

// Radix Toast (and its swipe, timers and announcements) is fetched with the first toast of the page, not
// with every page: until then only the small toast store runs. A flash toast left by the page before a
// reload (sign-in, sign-up) is the first toast of the new page.
const ToastList = lazy(() => import("@/components/ui/toast-list"));

export type ToasterLabels = { notification: string; notifications: string; close: string };

export function Toaster({ labels }: { labels: ToasterLabels }) {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  useEffect(showPendingFlashToast, []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList labels={labels} />
    </Suspense>
  ) : null;
}
