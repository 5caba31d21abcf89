import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CourseTeacher } from "@/lib/courses/types";
import { monogramDataUrl } from "./monogram";

const PHOTO_SIZE = 56;

/**
 * The people who teach the course: portrait (their photo, or a monogram drawn from the name), name as they show
 * it, credentials and short biography in the reader's language (English, marked as such, where they have not
 * written it in that language); a fictional person of the demo faculty is marked as a sample profile.
 */
export function CourseTeachers({ teachers }: { teachers: CourseTeacher[] }) {
  const t = useTranslations("CourseDetail");
  if (teachers.length === 0) return null;
  return (
    <section id="instructors" aria-labelledby="instructors-heading" data-testid="course-teachers">
      <h2 id="instructors-heading" className="mb-4 font-serif text-2xl font-semibold">
        {t("instructorsHeading", { count: teachers.length })}
      </h2>
      <ul className="space-y-6">
        {teachers.map((teacher) => (
          <li key={teacher.id} className="flex items-start gap-4" data-testid="course-teacher">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: monogram or a stored portrait, 56 px: nothing for next/image to optimise */}
            <img
              src={teacher.photoUrl ?? monogramDataUrl(teacher.name)}
              alt={teacher.name}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              loading="lazy"
              decoding="async"
              className="size-14 shrink-0 rounded-full [object-fit:cover]"
            />
            <div className="min-w-0 space-y-1">
              <h3 className="font-semibold">
                <bdi>{teacher.name}</bdi>
              </h3>
              {teacher.credentials && (
                <p lang={teacher.credentials.lang} dir={teacher.credentials.lang ? "auto" : undefined} className="text-sm font-medium" data-testid="teacher-credentials">
                  {teacher.credentials.value}
                </p>
              )}
              {teacher.sample && (
                <p className="text-sm" data-testid="sample-profile">
                  <Badge variant="outline">{t("sampleProfile")}</Badge> <span className="text-muted-foreground">{t("sampleProfileNote")}</span>
                </p>
              )}
              {teacher.bio && (
                <p lang={teacher.bio.lang} dir={teacher.bio.lang ? "auto" : undefined} className="whitespace-pre-line text-sm text-muted-foreground">
                  {teacher.bio.value}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
