import { ChevronLeft, Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  courseSlug: string;
  courseTitle: string;
  title: string;
  /** Set when the title is not in the page's language (an untranslated, English title). */
  titleLanguage?: string;
  minutes: number;
  order: number;
  total: number;
  freePreview: boolean;
};

export function LessonHeader({ courseSlug, courseTitle, title, titleLanguage, minutes, order, total, freePreview }: Props) {
  const t = useTranslations("Lesson");
  return (
    <header className="space-y-2">
      <Link href={`/course/${courseSlug}`} className="inline-flex min-h-11 items-center gap-1 text-sm text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        <span dir="auto">{courseTitle}</span>
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">
        <bdi lang={titleLanguage}>{title}</bdi>
      </h1>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{t("lessonOf", { order, total })}</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden />
          {t("minutes", { count: minutes })}
        </span>
        {freePreview && <Badge variant="secondary">{t("freePreview")}</Badge>}
      </p>
    </header>
  );
}
