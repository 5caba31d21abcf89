"use client";
import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportInput, type ReportReason } from "@/lib/discussions/schema";
import { useDiscussionRequest } from "./use-discussion-request";

/** Reports a post to the course's staff with a reason (and details, required for "other"). Radix keeps focus inside. */
export function ReportDialog({ postId, open, onClose }: { postId: string; open: boolean; onClose: () => void }) {
  const t = useTranslations("Discussions");
  const send = useDiscussionRequest();
  const [reason, setReason] = useState<ReportReason>("spam");
  const [details, setDetails] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reportInput.safeParse({ reason, details });
    if (!parsed.success) return setInvalid(true);
    setSending(true);
    const result = await send(`/api/discussions/posts/${postId}/reports`, "POST", parsed.data);
    setSending(false);
    if (!result.ok) return;
    toast({ title: t("reportSent") });
    onClose();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(value) => !value && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-lg border bg-card p-6 text-card-foreground shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{t("reportTitle")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{t("reportDescription")}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4" data-testid="report-form">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("reportReason")}</legend>
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
                  <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4" />
                  {t(`reason_${value}`)}
                </label>
              ))}
            </fieldset>
            <div className="space-y-1">
              <label htmlFor={`report-details-${postId}`} className="text-sm font-medium">{t("reportDetails")}</label>
              <textarea
                id={`report-details-${postId}`}
                dir="auto"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? `report-details-${postId}-error` : undefined}
                className="w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm"
              />
              {invalid ? <p id={`report-details-${postId}-error`} role="alert" className="text-sm text-destructive">{t("reportDetailsError")}</p> : null}
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" className="min-h-11">{t("cancel")}</Button>
              </Dialog.Close>
              <Button type="submit" className="min-h-11" disabled={sending}>{t("reportSend")}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
