"use client";
import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

type Passage = {
  reference: string;
  translation: { name: string; abbreviation: string; lang: string; licence: string };
  verses: { chapter: number; verse: number; text: string }[];
  continuation: string | null;
};

// The answer for one reference; while it belongs to another reference (or none yet), the passage is loading.
type Result = { reference: string; passage: Passage | null };

/** The verses of `osis` from /api/scripture, in the translation for the page's language. */
export function PassageView({ osis }: { osis: string }) {
  const t = useTranslations("Scripture");
  const locale = useLocale();
  const [reference, setReference] = useState(osis);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/scripture?ref=${encodeURIComponent(reference)}&language=${locale}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Passage>) : Promise.reject(new Error(String(response.status)))))
      .then((passage) => setResult({ reference, passage }))
      .catch(() => !controller.signal.aborted && setResult({ reference, passage: null }));
    return () => controller.abort();
  }, [reference, locale]);

  if (result?.reference !== reference) return <p role="status" className="text-sm text-muted-foreground">{t("loading")}</p>;
  const { passage } = result;
  if (!passage) return <p role="alert" className="text-sm text-destructive">{t("error")}</p>;

  const chapters = new Set(passage.verses.map((verse) => verse.chapter)).size;
  return (
    <div className="space-y-3">
      {/* The text's own language (the WEB is English inside, say, a German page), so it is read and hyphenated right. */}
      <div lang={passage.translation.lang} dir="ltr" data-testid="scripture-passage" className="space-y-1 text-sm leading-relaxed">
        {passage.verses.map(({ chapter, verse, text }) => (
          <p key={`${chapter}.${verse}`} className="whitespace-pre-line">
            <sup className="me-1 font-semibold text-muted-foreground">{chapters > 1 || verse === 1 ? `${chapter}:${verse}` : verse}</sup>
            {text}
          </p>
        ))}
      </div>
      {passage.continuation && (
        <div className="space-y-1">
          <p className="text-xs text-muted-foreground">{t("capNote", { count: passage.verses.length })}</p>
          <button type="button" className="text-sm font-medium text-primary underline underline-offset-4" onClick={() => setReference(passage.continuation!)}>
            {t("continue")}
          </button>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        <bdi lang={passage.translation.lang}>{passage.translation.name}</bdi> · {t("publicDomain")}
        {passage.translation.lang !== locale && <span className="block">{t("englishText")}</span>}
      </p>
    </div>
  );
}
