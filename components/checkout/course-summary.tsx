import { Check, Clock, ShieldCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Lesson = { id: string; title: string };
type Props = {
  title: string;
  /** Set when title and description are the English original inside another language's page. */
  lang?: string;
  description: string;
  hours: number;
  lessons: Lesson[];
};

/** What the student is buying (with its lessons) and the money-back guarantee. */
export async function CourseSummary({ title, lang, description, hours, lessons }: Props) {
  const t = await getTranslations("Checkout");
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">
              <bdi lang={lang}>{title}</bdi>
            </h2>
          </CardTitle>
          <CardDescription lang={lang} dir="auto">
            {description}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {t("hours", { hours })}
            </span>
            <span>{t("lessons", { count: lessons.length })}</span>
          </p>
          {lessons.length > 0 && (
            <div>
              <h3 className="font-semibold">{t("lessonListTitle")}</h3>
              <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm marker:text-muted-foreground">
                {lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <bdi>{lesson.title}</bdi>
                  </li>
                ))}
              </ol>
            </div>
          )}
          <div>
            <h3 className="font-semibold">{t("includedTitle")}</h3>
            <ul className="mt-2 space-y-2 text-sm">
              {[t("included1"), t("included2"), t("included3"), t("included4")].map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
      <aside className="flex items-start gap-3 rounded-lg border border-green-700/30 bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <h3 className="font-semibold">{t("guaranteeTitle")}</h3>
          <p className="text-sm">{t("guaranteeText")}</p>
          <p className="mt-1 text-sm" data-testid="refund-limit">{t("refundLimit")}</p>
        </div>
      </aside>
    </div>
  );
}
