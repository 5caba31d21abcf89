"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useRouter } from "@/lib/i18n/navigation";
import { createCourseAction, updateCourseAction } from "@/lib/studio/course-actions";
import { COURSE_GROUPS, DIFFICULTIES, courseValues, coursePayload, emptyCourseValues, formPath, slugFromTitle, type CourseFields, type CourseFormValues } from "./course-form-values";
import { courseResolver } from "./course-resolver";
import { FIELD_CLASS, SELECT_CLASS } from "./field-styles";
import { InstructorsField, type InstructorChoice } from "./instructors-field";
import { OutcomesField } from "./outcomes-field";
import { ReadingField } from "./reading-field";
import { StateField } from "./state-field";

type Props =
  | { mode: "create"; canAssign: true; instructors: InstructorChoice[] }
  | { mode: "edit"; courseId: string; course: CourseFields; canAssign: boolean; instructors: InstructorChoice[] };

/**
 * The course's details: one form for a new course (admins; it starts as a draft) and for editing one. The browser
 * checks with the server's schema in the user's language; the server checks again, and what it refuses (an
 * address already taken, an account that is not an instructor) comes back under its field. Nothing is saved
 * until the whole form is valid.
 */
export function CourseForm(props: Props) {
  const t = useTranslations("CourseEditor");
  const tStudio = useTranslations("Studio");
  const locale = useLocale();
  const router = useRouter();
  const [announcement, setAnnouncement] = useState("");
  const [savedSlug, setSavedSlug] = useState(props.mode === "edit" ? props.course.slug : "");
  const savedState = props.mode === "edit" ? props.course.state : "draft";
  const resolver = useMemo(() => courseResolver(async () => (await import("@/lib/studio/course-schema")).courseSchema(tStudio), props.canAssign), [tStudio, props.canAssign]);
  const form = useForm<CourseFormValues>({ resolver, defaultValues: props.mode === "edit" ? courseValues(props.course) : emptyCourseValues() });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;

  // Announced to screen readers: list moves, removals, and the outcome of a save.
  const announce = (message: string) => setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));

  async function onSubmit(values: CourseFormValues) {
    const payload = coursePayload(values, { withInstructors: props.canAssign });
    let result: Awaited<ReturnType<typeof createCourseAction>>;
    try {
      result = props.mode === "create" ? await createCourseAction(locale, payload) : await updateCourseAction(locale, props.courseId, payload);
    } catch {
      toast({ variant: "destructive", title: t("saveFailed"), description: t("networkError") });
      return;
    }
    if (!result.ok) {
      const fieldErrors = Object.entries(result.fieldErrors ?? {});
      fieldErrors.forEach(([path, messages], index) => setError(formPath(path) as Path<CourseFormValues>, { message: messages[0] }, { shouldFocus: index === 0 }));
      toast({ variant: "destructive", title: t("saveFailed"), description: fieldErrors.length ? t("fixFields") : result.status === 404 ? t("notFound") : result.message });
      return;
    }
    if (props.mode === "create") {
      toast({ title: t("created"), description: t("createdText") });
      router.push(`/studio/courses/${result.data.id}`);
      return;
    }
    const moved = result.data.slug !== savedSlug;
    const message = !result.data.changed ? t("unchanged") : moved ? t("savedMoved", { from: `/course/${savedSlug}`, to: `/course/${result.data.slug}` }) : t("saved");
    toast({ title: message });
    announce(message);
    setSavedSlug(result.data.slug);
    form.reset(values);
    router.refresh();
  }

  // Registered in the order they are shown: the first field in error takes the focus.
  const titleField = register("title", {
    onChange: (event: { target: { value: string } }) => {
      // A new course's address follows its title until the address is typed in.
      if (props.mode === "create" && !formState.dirtyFields.slug) form.setValue("slug", slugFromTitle(event.target.value));
    },
  });
  const slugField = register("slug");

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-10" aria-label={t(props.mode === "create" ? "createFormLabel" : "detailsFormLabel")}>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <section className="space-y-4" aria-labelledby="course-basics">
        <h2 id="course-basics" className="text-lg font-semibold">
          {t("basics")}
        </h2>
        <FormField label={t("title")} error={errors.title?.message}>
          {(a11y) => <Input {...a11y} dir="auto" {...titleField} />}
        </FormField>
        <FormField
          label={t("slug")}
          error={errors.slug?.message}
          hint={props.mode === "edit" ? t("slugHintEdit", { slug: savedSlug }) : t("slugHintCreate")}
        >
          {(a11y) => <Input {...a11y} dir="ltr" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...slugField} />}
        </FormField>
        <FormField label={t("description")} error={errors.description?.message}>
          {(a11y) => <textarea {...a11y} dir="auto" rows={5} className={FIELD_CLASS} {...register("description")} />}
        </FormField>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={t("group")} error={errors.group?.message} hint={t("groupHint")}>
            {(a11y) => (
              <select {...a11y} className={SELECT_CLASS} {...register("group")}>
                <option value="">{t("choose")}</option>
                {COURSE_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t(`group_${group}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t("difficulty")} error={errors.difficulty?.message}>
            {(a11y) => (
              <select {...a11y} className={SELECT_CLASS} {...register("difficulty")}>
                <option value="">{t("choose")}</option>
                {DIFFICULTIES.map((level) => (
                  <option key={level} value={level}>
                    {t(`difficulty_${level}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t("price")} error={errors.price?.message} hint={t("priceHint")}>
            {(a11y) => <Input {...a11y} dir="ltr" inputMode="decimal" autoComplete="off" {...register("price")} />}
          </FormField>
          <FormField label={t("hours")} error={errors.estimatedHours?.message} hint={t("hoursHint")}>
            {(a11y) => <Input {...a11y} dir="ltr" inputMode="decimal" autoComplete="off" {...register("estimatedHours")} />}
          </FormField>
        </div>
      </section>

      <section className="space-y-4" aria-labelledby="course-book">
        <div>
          <h2 id="course-book" className="text-lg font-semibold">
            {t("book")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("bookHint")}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={t("section")} error={errors.section?.message}>
            {(a11y) => <Input {...a11y} dir="auto" {...register("section")} />}
          </FormField>
          <FormField label={t("chapters")} error={errors.chapters?.message}>
            {(a11y) => <Input {...a11y} dir="ltr" inputMode="numeric" {...register("chapters")} />}
          </FormField>
          <FormField label={t("author")} error={errors.author?.message}>
            {(a11y) => <Input {...a11y} dir="auto" {...register("author")} />}
          </FormField>
          <FormField label={t("writtenDate")} error={errors.writtenDate?.message}>
            {(a11y) => <Input {...a11y} dir="auto" {...register("writtenDate")} />}
          </FormField>
        </div>
      </section>

      <OutcomesField form={form} announce={announce} />
      <ReadingField form={form} announce={announce} />
      {props.canAssign ? <InstructorsField form={form} instructors={props.instructors} /> : null}
      {props.mode === "edit" ? <StateField form={form} savedState={savedState} /> : null}

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur">
        <Button type="submit" className="min-h-11" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t(props.mode === "create" ? "create" : "save")}
        </Button>
        {props.mode === "edit" && isDirty ? <span className="text-sm text-muted-foreground">{t("unsaved")}</span> : null}
      </div>
    </form>
  );
}
