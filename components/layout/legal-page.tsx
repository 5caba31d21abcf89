import { getTranslations } from "next-intl/server";

type Section = { title: string; body: string };

/** Terms and Privacy: a title, an introduction and titled sections whose paragraphs are split on blank lines. */
export async function LegalPage({ namespace }: { namespace: "Terms" | "Privacy" }) {
  const t = await getTranslations(namespace);
  const sections = Object.entries(t.raw("sections") as Record<string, Section>);
  return (
    <article className="container mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl font-bold text-primary">{t("title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("updated")}</p>
      <p className="mt-6 text-lg">{t("intro")}</p>
      {sections.map(([key, section], index) => (
        <section key={key} aria-labelledby={`section-${key}`} className="mt-8">
          <h2 id={`section-${key}`} className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          {section.body.split("\n\n").map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-foreground/90">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
