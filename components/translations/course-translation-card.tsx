"use client";

import { BookOpen, Languages, Pencil, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { FormField } from "@/components/auth/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Link } from "@/lib/i18n/navigation";
import { DESCRIPTION_MAX, TITLE_MAX } from "@/lib/translations/schema";
import { translationsQuery } from "@/lib/translations/target-language";
import type { LocalizedCourse } from "@/lib/translations/types";
import { EnglishChanges } from "./english-changes";
import { OutdatedBadge } from "./outdated-badge";
import type { useTranslationEditor } from "./use-translation-editor";

type Props = {
  course: LocalizedCourse;
  language: { code: string; flag: string; name: string };
  canEdit: boolean;
  /** The editor when this course is the one being edited. */
  editor: ReturnType<typeof useTranslationEditor> | null;
  onStart: () => void;
  busy: boolean;
};

const TEXTAREA =
  "flex w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

export function CourseTranslationCard({ course, language, canEdit, editor, onStart, busy }: Props) {
  const t = useTranslations("Translations");
  const tLessons = useTranslations("LessonTranslations");
  const locale = useLocale();
  const translated = course.translation !== null;
  const english = language.code === course.defaultLanguage;

  return (
    <Card data-testid="translation-course" data-course={course.slug}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          editor?.save(course);
        }}
        aria-label={t("editFormLabel", { title: course.original.title })}
      >
        <CardHeader className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={translated ? "success" : "secondary"} className="font-mono uppercase" data-testid="content-language">
              <Languages aria-hidden className="size-3" />
              {translated ? <span aria-hidden="true">{language.flag}</span> : null}
              {course.language}
              <span className="sr-only">
                {" "}
                ({translated ? t("translatedContent") : t("originalContent")})
              </span>
            </Badge>
            {course.outdated ? <OutdatedBadge /> : null}
          </div>
          {editor ? (
            <FormField label={t("titleLabel", { language: language.name })} error={editor.errors.title}>
              {(field) => (
                <Input
                  {...field}
                  lang={language.code}
                  dir="auto"
                  value={editor.draft.title}
                  maxLength={TITLE_MAX}
                  onChange={(event) => editor.change("title", event.target.value)}
                  autoFocus
                />
              )}
            </FormField>
          ) : (
            <h3 className="font-serif text-xl font-semibold">
              <bdi lang={course.language}>{course.title}</bdi>
            </h3>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          {editor ? (
            <FormField label={t("descriptionLabel", { language: language.name })} error={editor.errors.description}>
              {(field) => (
                <textarea
                  {...field}
                  lang={language.code}
                  dir="auto"
                  rows={4}
                  className={TEXTAREA}
                  value={editor.draft.description}
                  maxLength={DESCRIPTION_MAX}
                  onChange={(event) => editor.change("description", event.target.value)}
                />
              )}
            </FormField>
          ) : (
            <p className="text-muted-foreground" lang={course.language} dir="auto">
              {course.description}
            </p>
          )}
          {editor?.errors.language ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {editor.errors.language}
            </p>
          ) : null}

          {course.outdated ? <EnglishChanges outdated={course.outdated} /> : null}
          {translated ? (
            <div className="rounded-md border-s-4 border-muted bg-muted/40 p-3 text-sm" data-testid="original-text">
              <p className="font-medium text-muted-foreground">{t("originalLabel")}</p>
              {/* The original is English: its own language and direction, under a label in the page's. */}
              <div lang={course.defaultLanguage} dir="ltr">
                <p className="mt-1 font-semibold">{course.original.title}</p>
                <p className="mt-1 text-muted-foreground">{course.original.description}</p>
              </div>
            </div>
          ) : null}

          {canEdit ? (
            // Keys make each button a new element: otherwise the clicked 'Add'/'Edit' button would turn into the
            // submit button during its own click and submit the form at once.
            <div className="flex flex-wrap gap-2">
              {editor ? (
                <>
                  <Button key="save" type="submit" disabled={busy}>
                    {busy ? t("saving") : t("save")}
                  </Button>
                  <Button key="cancel" type="button" variant="outline" onClick={editor.cancel} disabled={busy}>
                    {t("cancel")}
                  </Button>
                </>
              ) : translated ? (
                <Button key="edit" type="button" variant="outline" onClick={onStart} disabled={busy}>
                  <Pencil aria-hidden className="size-4" />
                  {t("editTranslation")}
                </Button>
              ) : !english ? (
                <Button key="add" type="button" onClick={onStart} disabled={busy}>
                  <Plus aria-hidden className="size-4" />
                  {t("addTranslation")}
                </Button>
              ) : null}
              {!editor && !english ? (
                <Button key="lessons" asChild variant="ghost">
                  <Link href={`/translations?${new URLSearchParams(translationsQuery(language.code, locale, { lessons: course.slug }))}`} data-testid="translate-lessons">
                    <BookOpen aria-hidden className="size-4" />
                    {tLessons("translateLessons")}
                  </Link>
                </Button>
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </form>
    </Card>
  );
}
