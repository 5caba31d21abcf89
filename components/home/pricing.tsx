import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/courses/format";
import { PRICE_TIERS } from "@/lib/courses/search";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils";

/** The three tiers are the catalogue's price bands, per course; each opens the catalogue filtered to it. */
export function Pricing() {
  const t = useTranslations("Home");
  const locale = useLocale();
  return (
    <section aria-labelledby="pricing-heading" className="bg-muted/40 py-16">
      <div className="container mx-auto px-4">
        <h2 id="pricing-heading" className="text-center font-serif text-3xl font-bold">{t("pricingTitle")}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t("pricingSubtitle")}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PRICE_TIERS.map((tier) => {
            const popular = "popular" in tier && tier.popular;
            return (
              <li key={tier.key} className={cn("relative flex flex-col rounded-lg border bg-card p-6 shadow-sm", popular && "border-2 border-primary")}>
                {popular && <Badge className="absolute -top-3 start-1/2 -translate-x-1/2 rtl:translate-x-1/2">{t("mostPopular")}</Badge>}
                <h3 className="text-xl font-semibold">{t(`tier.${tier.key}.name`)}</h3>
                <p className="mt-3">
                  <span className="font-serif text-4xl font-bold text-primary">{formatPrice(tier.price, locale)}</span>
                  <span className="ms-1 text-sm text-muted-foreground">{t("perCourse")}</span>
                </p>
                <p className="mt-3 text-sm text-muted-foreground">{t(`tier.${tier.key}.text`)}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm">
                  {(["includesLessons", "includesAssessments", "includesCertificate", "includesLifetime"] as const).map((key) => (
                    <li key={key} className="flex gap-2">
                      <Check aria-hidden className="size-4 shrink-0 text-success" />
                      {t(key)}
                    </li>
                  ))}
                </ul>
                <Button asChild className="mt-6 h-11" variant={popular ? "default" : "outline"}>
                  <Link href={`/courses?price=${tier.price}`}>{t("seeTierCourses", { tier: t(`tier.${tier.key}.name`) })}</Link>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
