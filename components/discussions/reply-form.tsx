"use client";
import { useEffect, useRef } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Button } from "@/components/ui/button";
import { replyInput } from "@/lib/discussions/schema";
import { PostBodyField } from "./post-body-field";
import { useThreadInteractions } from "./thread-interactions";
import { useDiscussionRequest } from "./use-discussion-request";

type Values = { body: string; quotedPostId?: string | null };

/** A reply (one level), quoting a post of the thread when the reader chose Quote on it (./thread-interactions.tsx). */
export function ReplyForm({ threadId }: { threadId: string }) {
  const t = useTranslations("Discussions");
  const { quote, clearQuote: onClearQuote } = useThreadInteractions();
  const send = useDiscussionRequest();
  const locale = useLocale();
  const field = useRef<HTMLTextAreaElement | null>(null);
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(replyInput), defaultValues: { body: "" } });
  const { ref, ...bodyField } = register("body");

  // Choosing Quote brings the reader to the form, ready to type.
  useEffect(() => {
    if (quote) field.current?.focus();
  }, [quote]);

  async function onSubmit(values: Values) {
    const result = await send(`/api/discussions/threads/${threadId}/posts?locale=${locale}`, "POST", { body: values.body, quotedPostId: quote?.id ?? null });
    if (!result.ok) return;
    reset();
    onClearQuote();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3 rounded-lg border bg-card p-4" aria-labelledby="reply-heading" data-testid="reply-form">
      <h2 id="reply-heading" className="text-lg font-semibold">{t("replyHeading")}</h2>
      {quote ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span><IsolatedInSentence sentence={(name) => t("quoting", { name })} value={quote.author} /></span>
          <Button type="button" variant="link" size="sm" onClick={onClearQuote}>{t("removeQuote")}</Button>
        </p>
      ) : null}
      <PostBodyField
        label={t("bodyLabel")}
        error={errors.body ? t("bodyError") : undefined}
        ref={(element) => {
          ref(element);
          field.current = element;
        }}
        {...bodyField}
      />
      <Button type="submit" className="min-h-11" disabled={isSubmitting}>{isSubmitting ? t("posting") : t("postReply")}</Button>
    </form>
  );
}
