import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  course: { id: string; title: string; language: string };
  assessment: { id: string; title: string };
  current: "editor" | "analysis";
};

/** Where the assessment sits (studio › course), its title, and its two tabs: the editor and the item analysis. */
export function AssessmentHeader({ course, assessment, current }: Props) {
  const t = useTranslations("StudioAssessment");
  const base = `/studio/courses/${course.id}/assessments/${assessment.id}`;
  const tabs = [
    { key: "editor", href: base, label: t("tabEditor") },
    { key: "analysis", href: `${base}/analysis`, label: t("tabAnalysis") },
  ] as const;
  return (
    <header className="space-y-4">
      <nav aria-label={t("breadcrumbLabel")}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <li>
            <Link href="/studio" className="underline-offset-4 hover:underline">
              {t("breadcrumbStudio")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li className="min-w-0">
            <Link href={`/studio/courses/${course.id}`} className="break-words underline-offset-4 hover:underline" lang={course.language} dir="auto">
              {course.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="break-words text-2xl font-bold sm:text-3xl">
        <bdi lang={course.language}>{assessment.title}</bdi>
      </h1>
      <nav aria-label={t("tabsLabel")}>
        <ul className="flex flex-wrap gap-2 border-b">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link
                href={tab.href}
                aria-current={tab.key === current ? "page" : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${tab.key === current ? "border-primary text-primary" : "border-transparent text-foreground/80 hover:text-foreground"}`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
