import { getTranslations } from "next-intl/server";
import { CourseGrid } from "@/components/course/course-grid";
import { Button } from "@/components/ui/button";
import { TAB_PATHS } from "@/lib/courses/catalogue-route";
import { listCourses } from "@/lib/courses/queries";
import type { CourseSummary } from "@/lib/courses/types";
import { Link } from "@/lib/i18n/navigation";

type Group = { key: "old" | "new" | "ministry"; href: string; courses: CourseSummary[]; count: number };

/** Three courses per testament and three ministry courses (2 pastoral, 1 leadership), SPEC section 9. */
function pickCurriculum(courses: CourseSummary[]): Group[] {
  const old = courses.filter((c) => c.testament === "Old");
  const nt = courses.filter((c) => c.testament === "New");
  const pastoral = courses.filter((c) => c.category === "pastoral");
  const leadership = courses.filter((c) => c.category === "leadership");
  return [
    { key: "old", href: TAB_PATHS.Old, courses: old.slice(0, 3), count: 39 },
    { key: "new", href: TAB_PATHS.New, courses: nt.slice(0, 3), count: 27 },
    {
      key: "ministry",
      href: TAB_PATHS.Ministry,
      courses: [...pastoral.slice(0, 2), ...leadership.slice(0, 1)],
      count: pastoral.length + leadership.length,
    },
  ];
}

export async function Curriculum({ locale }: { locale: string }) {
  const [t, courses] = await Promise.all([getTranslations("Home"), listCourses(locale, {})]);
  return (
    <CurriculumFrame>
      {pickCurriculum(courses).map((group) => (
        <section key={group.key} aria-labelledby={`curriculum-${group.key}`} className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h3 id={`curriculum-${group.key}`} className="font-serif text-2xl font-semibold">{t(`curriculum.${group.key}`)}</h3>
              <p className="text-sm text-muted-foreground">
                {group.key === "ministry" ? t("ministryCount", { count: group.count }) : t("booksCount", { count: group.count })}
              </p>
            </div>
            <Button asChild variant="link" className="h-11 px-0">
              <Link href={group.href}>{t(`curriculum.${group.key}Link`)}</Link>
            </Button>
          </div>
          <CourseGrid courses={group.courses} headingLevel="h4" />
        </section>
      ))}
    </CurriculumFrame>
  );
}

function CurriculumFrame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="curriculum-heading" className="container mx-auto space-y-12 px-4 py-16">
      <CurriculumHeading />
      {children}
    </section>
  );
}

async function CurriculumHeading() {
  const t = await getTranslations("Home");
  return (
    <header className="text-center">
      <h2 id="curriculum-heading" className="font-serif text-3xl font-bold">{t("curriculumTitle")}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{t("curriculumSubtitle")}</p>
    </header>
  );
}
