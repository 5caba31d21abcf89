"use client";

import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

type Props = { verifyPath: string; title: string };

/** Shares the public verification link: the system share sheet where there is one, else the clipboard. */
export function ShareButton({ verifyPath, title }: Props) {
  const t = useTranslations("Certificates");

  async function share() {
    const url = new URL(verifyPath, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: t("shareText", { title }), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the student closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("linkCopied"), description: t("linkCopiedDescription") });
    } catch {
      toast({ title: t("copyFailed"), description: t("copyFailedDescription", { url }), variant: "destructive" });
    }
  }

  return (
    <Button type="button" variant="outline" onClick={share} aria-label={t("shareLabel", { title })}>
      <Share2 aria-hidden="true" className="size-4" />
      {t("share")}
    </Button>
  );
}
