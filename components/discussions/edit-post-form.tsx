"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { editInput } from "@/lib/discussions/schema";
import { PostBodyField } from "./post-body-field";
import { useDiscussionRequest } from "./use-discussion-request";

type Values = { body: string; title?: string };

/** Its author's edit of a post, in place (the server refuses after 30 minutes and marks the post edited). */
export function EditPostForm({ postId, body, onDone }: { postId: string; body: string; onDone: () => void }) {
  const t = useTranslations("Discussions");
  const send = useDiscussionRequest();
  const locale = useLocale();
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<Values>({ resolver: zodResolver(editInput), defaultValues: { body } });
  async function onSubmit(values: Values) {
    if ((await send(`/api/discussions/posts/${postId}?locale=${locale}`, "PATCH", values)).ok) onDone();
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-2">
      <PostBodyField label={t("editLabel")} error={errors.body ? t("bodyError") : undefined} autoFocus {...register("body")} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className="min-h-10" disabled={isSubmitting}>{t("save")}</Button>
        <Button type="button" size="sm" variant="outline" className="min-h-10" onClick={onDone}>{t("cancel")}</Button>
      </div>
    </form>
  );
}
