"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/use-toast";
import { useRouter } from "@/lib/i18n/navigation";
import { PANEL_BUTTON } from "./state-classes";

/**
 * 'Enroll in Course' on a free course: enrols at once. A signed-out visitor is sent to sign in and back; a student
 * sees the page again from the server (router.refresh: a request with the session cookie is the signed-in page,
 * which draws the progress, the open lessons and the refund offer).
 */
export function FreeEnrollButton({ courseId, slug }: { courseId: string; slug: string }) {
  const t = useTranslations("CourseDetail");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  // Still busy while the page comes again from the server, so the button does not come back meanwhile.
  const [refreshing, startRefresh] = useTransition();
  const busy = pending || refreshing;

  async function enroll() {
    setPending(true);
    try {
      const response = await fetch("/api/enrollments", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ courseId }),
      });
      if (response.status === 401) {
        router.push(`/login?callbackUrl=${encodeURIComponent(`/course/${slug}`)}`);
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      toast({ title: t("enrolledTitle"), description: t("enrolledText") });
      startRefresh(() => router.refresh());
    } catch {
      toast({ variant: "destructive", title: t("enrollErrorTitle"), description: t("enrollErrorText") });
    } finally {
      setPending(false);
    }
  }

  return (
    <button className={PANEL_BUTTON} onClick={enroll} disabled={busy} aria-busy={busy}>
      {busy ? t("enrolling") : t("enroll")}
    </button>
  );
}
