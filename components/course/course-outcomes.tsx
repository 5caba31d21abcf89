import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import type { LocalizedText } from "@/lib/courses/types";

/**
 * "What you'll learn": the course's outcomes as a checklist; nothing when it has none. A list shown in
 * English on another language's page carries lang and dir="auto", so its punctuation stays in place.
 */
export function CourseOutcomes({ outcomes }: { outcomes: LocalizedText<string[]> }) {
  const t = useTranslations("CourseDetail");
  if (outcomes.value.length === 0) return null;
  return (
    <section aria-labelledby="outcomes-heading" className="rounded-lg border bg-muted/30 p-5" data-testid="course-outcomes">
      <h2 id="outcomes-heading" className="mb-4 font-serif text-2xl font-semibold">
        {t("outcomesHeading")}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" lang={outcomes.lang} dir={outcomes.lang ? "auto" : undefined}>
        {outcomes.value.map((outcome) => (
          <li key={outcome} className="flex items-start gap-3">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            <span dir={outcomes.lang ? "auto" : undefined}>{outcome}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
