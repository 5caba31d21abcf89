"use client";

import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";

type Props = { verifyPath: string; title: string };

const noSubscribe = () => () => {};
const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

/** The system share sheet with the public verification link; not shown where the browser has none (Copy link is beside it). */
export function ShareButton({ verifyPath, title }: Props) {
  const t = useTranslations("Certificates");
  const available = useSyncExternalStore(noSubscribe, canShare, () => false);
  if (!available) return null;

  async function share() {
    const url = new URL(verifyPath, window.location.origin).toString();
    try {
      await navigator.share({ title, text: t("shareText", { title }), url });
    } catch {
      // The student closed the sheet, or the browser refused: nothing to undo.
    }
  }

  return (
    <Button type="button" variant="outline" onClick={share} aria-label={t("shareLabel", { title })}>
      <Share2 aria-hidden="true" className="size-4" />
      {t("share")}
    </Button>
  );
}
