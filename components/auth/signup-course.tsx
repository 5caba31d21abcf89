import { getTranslations } from "next-intl/server";
import { formatPrice, textLanguage } from "@/lib/courses/format";
import { getCourseDetail } from "@/lib/courses/queries";

/**
 * What the visitor was buying when they came to sign up from a course or its checkout (?courseId=): the
 * course's title in their language and its price as the server charges it, in one row above the form.
 * Nothing for an unknown course: the form works the same without it.
 */
export async function SignupCourse({ courseId, locale }: { courseId: string; locale: string }) {
  const course = await getCourseDetail(courseId, locale);
  if (!course) return null;
  const t = await getTranslations("Signup");
  return (
    <section
      aria-label={t("buyingLabel")}
      data-testid="signup-course"
      className="mb-3 flex items-center gap-3 rounded-lg border bg-card px-4 py-2.5 shadow-sm"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-muted-foreground">{t("buyingLabel")}</span>
        <span lang={textLanguage(course, "title", locale)} dir="auto" className="block truncate text-start font-semibold">
          {course.title}
        </span>
      </span>
      <span className="shrink-0 font-semibold" data-testid="signup-course-price">
        {formatPrice(course.price, locale)}
      </span>
    </section>
  );
}
