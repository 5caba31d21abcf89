import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

export function Hero() {
  const t = useTranslations("Home");
  return (
    <section className="bg-gradient-to-b from-primary/10 to-background">
      <div className="container mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
        <h1 className="font-serif text-4xl font-bold tracking-tight text-primary sm:text-6xl">{t("heroTitle")}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{t("heroSubtitle")}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link href="/courses">{t("startJourney")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#features">{t("learnMore")}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
