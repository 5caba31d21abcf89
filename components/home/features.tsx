import { Award, BarChart3, ClipboardCheck, Globe2, Infinity as Lifetime, PlayCircle } from "lucide-react";
import { useTranslations } from "next-intl";

// What every course really includes (the pricing tiers differ only in the courses they cover).
const FEATURES = [
  { key: "lessons", Icon: PlayCircle },
  { key: "progress", Icon: BarChart3 },
  { key: "assessments", Icon: ClipboardCheck },
  { key: "certificate", Icon: Award },
  { key: "lifetime", Icon: Lifetime },
  { key: "languages", Icon: Globe2 },
] as const;

export function Features() {
  const t = useTranslations("Home");
  return (
    <section id="features" aria-labelledby="features-heading" className="container mx-auto scroll-mt-20 px-4 py-16">
      <h2 id="features-heading" className="text-center font-serif text-3xl font-bold">{t("featuresTitle")}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t("featuresSubtitle")}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="rounded-lg border bg-card p-6">
            <Icon aria-hidden className="size-8 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{t(`feature.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`feature.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
