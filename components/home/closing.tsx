import { Quote } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

export function Testimonial() {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="testimonial-heading" className="bg-muted/40 py-16">
      <div className="container mx-auto max-w-3xl px-4 text-center">
        <h2 id="testimonial-heading" className="sr-only">{t("testimonialHeading")}</h2>
        <Quote aria-hidden className="mx-auto size-10 text-primary" />
        <figure>
          <blockquote className="mt-4 font-serif text-2xl leading-relaxed">{t("testimonialQuote")}</blockquote>
          <figcaption className="mt-4 text-muted-foreground">{t("testimonialAuthor")}</figcaption>
        </figure>
      </div>
    </section>
  );
}

export function ClosingCta() {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="cta-heading" className="container mx-auto px-4 py-16 text-center">
      <h2 id="cta-heading" className="font-serif text-3xl font-bold">{t("ctaTitle")}</h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{t("ctaText")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/courses">{t("ctaButton")}</Link>
      </Button>
    </section>
  );
}
