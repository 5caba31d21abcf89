import { getTranslations } from "next-intl/server";
import { LEGAL_SECTIONS } from "./legal-sections";

/** Terms and Privacy: a title, an introduction and titled sections whose paragraphs are split on blank lines. */
export async function LegalPage({ namespace }: { namespace: keyof typeof LEGAL_SECTIONS }) {
  const t = await getTranslations(namespace);
  return (
    <article className="container mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-primary">{t("title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("updated")}</p>
      <p className="mt-6 text-lg">{t("intro")}</p>
      {LEGAL_SECTIONS[namespace].map((key, index) => (
        <section key={key} aria-labelledby={`section-${key}`} className="mt-8">
          <h2 id={`section-${key}`} className="text-xl font-semibold">
            {index + 1}. {t(`sections.${key}.title`)}
          </h2>
          {t(`sections.${key}.body`)
            .split("\n\n")
            .map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
        </section>
      ))}
    </article>
  );
}
