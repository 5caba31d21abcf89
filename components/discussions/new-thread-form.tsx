"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useRouter } from "@/lib/i18n/navigation";
import { threadInput, TITLE_MAX } from "@/lib/discussions/schema";
import { PostBodyField } from "./post-body-field";
import { useDiscussionRequest } from "./use-discussion-request";

type Values = { title: string; body: string; lessonId?: string | null };

/** Opens a thread: title and Markdown body, validated with the server's schema; about a lesson when one is given. */
export function NewThreadForm({ courseId, courseSlug, lesson }: { courseId: string; courseSlug: string; lesson: { id: string; title: string } | null }) {
  const t = useTranslations("Discussions");
  const send = useDiscussionRequest();
  const locale = useLocale();
  const router = useRouter();
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: zodResolver(threadInput),
    defaultValues: { title: "", body: "", lessonId: lesson?.id ?? null },
  });

  async function onSubmit(values: Values) {
    const result = await send(`/api/courses/${courseId}/discussions?locale=${locale}`, "POST", values, { refresh: false });
    if (!result.ok) return;
    reset();
    router.push(`/course/${courseSlug}/discussions/${String(result.data.threadId)}`);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" data-testid="new-thread-form">
      {lesson ? (
        <p className="text-sm text-muted-foreground">
          <IsolatedInSentence sentence={(lesson) => t("askingAbout", { lesson })} value={lesson.title} />
        </p>
      ) : null}
      <div className="space-y-1">
        <label htmlFor="thread-title" className="text-sm font-medium">{t("titleLabel")}</label>
        <Input
          id="thread-title"
          dir="auto"
          maxLength={TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "thread-title-error" : undefined}
          {...register("title")}
        />
        {errors.title ? <p id="thread-title-error" role="alert" className="text-sm text-destructive">{t("titleError")}</p> : null}
      </div>
      <PostBodyField label={t("bodyLabel")} error={errors.body ? t("bodyError") : undefined} {...register("body")} />
      <Button type="submit" className="min-h-11" disabled={isSubmitting}>
        {isSubmitting ? t("posting") : t("postThread")}
      </Button>
    </form>
  );
}
