"use client";

import { ClipboardCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

type Props = { verifyPath: string; title: string };

/** Copies the public verification link, or shows it to copy by hand when the clipboard refuses. */
export function CopyLinkButton({ verifyPath, title }: Props) {
  const t = useTranslations("Certificates");

  async function copy() {
    const url = new URL(verifyPath, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("linkCopied"), description: t("linkCopiedDescription") });
    } catch {
      toast({ title: t("copyFailed"), description: t("copyFailedDescription", { url }), variant: "destructive" });
    }
  }

  return (
    <Button type="button" variant="outline" onClick={copy} aria-label={t("copyLinkName", { title })}>
      <ClipboardCheck aria-hidden="true" className="size-4" />
      {t("copyLink")}
    </Button>
  );
}
