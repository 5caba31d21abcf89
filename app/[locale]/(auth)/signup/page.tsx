import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { BookOpen, GraduationCap, Clock, Quote } from "lucide-react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SignupCourse } from "@/components/auth/signup-course";
import { SignupForm } from "@/components/auth/signup-form";
import { statValue } from "@/components/home/stat-value";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getStats } from "@/lib/stats/queries";
import type { StatKey } from "@/lib/stats/visibility";

// The panel's figures, in this order, each only when the school shows it (lib/stats/visibility.ts).
const PANEL_STATS: [StatKey, string][] = [
  ["coursesCount", "statCourses"],
  ["lessonsCount", "statLessons"],
  ["studyHours", "statHours"],
  ["graduatesCount", "statGraduates"],
  ["completionRate", "statCompletion"],
];

// Rendered per request: a visitor who came from a course (?courseId=) sees it above the form. The statistics
// panel's figures are cached for 10 minutes (getStats).

export async function generateMetadata({ params }: PageProps<"/[locale]/signup">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Signup" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function SignupPage({ params, searchParams }: PageProps<"/[locale]/signup">) {
  const { locale } = await params;
  const { courseId } = await searchParams;
  setRequestLocale(locale);
  const t = await getTranslations("Signup");
  const [stats, format] = await Promise.all([getStats(), getFormatter()]);
  const panelStats = PANEL_STATS.filter(([key]) => stats.shown.includes(key));
  const steps = [
    [t("step1Title"), t("step1Text")],
    [t("step2Title"), t("step2Text")],
    [t("step3Title"), t("step3Text")],
  ];
  const benefits = [
    [BookOpen, t("benefitCurriculumTitle"), t("benefitCurriculumText")],
    [GraduationCap, t("benefitCertificatesTitle"), t("benefitCertificatesText")],
    [Clock, t("benefitPaceTitle"), t("benefitPaceText")],
  ] as const;

  return (
    // On a phone the form comes first and the three decorative steps go below everything else.
    <div className="container mx-auto flex flex-col px-4 py-4 sm:py-10">
      <ol className="order-last mx-auto mt-10 grid max-w-4xl gap-4 sm:order-first sm:mb-10 sm:mt-0 sm:grid-cols-3" aria-hidden="true">
        {steps.map(([title, text], index) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mx-auto grid w-full max-w-5xl gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {typeof courseId === "string" && courseId.length <= 200 ? <SignupCourse courseId={courseId} locale={locale} /> : null}
          <Card>
            <CardHeader>
              <CardTitle>
                <h1>{t("formTitle")}</h1>
              </CardTitle>
              <CardDescription className="hidden sm:block">{t("formDescription")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ClientMessages namespaces={["Auth", "Signup", "SignUpSafety", "Validation"]}>
                <Suspense>
                  <SignupForm />
                </Suspense>
              </ClientMessages>
            </CardContent>
          </Card>
        </div>
        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">
                <h2>{t("benefitsTitle")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-4">
                {benefits.map(([Icon, title, text]) => (
                  <li key={title} className="flex gap-3">
                    <Icon className="mt-0.5 h-5 w-5 shrink-0 text-gold" aria-hidden="true" />
                    <div>
                      <p className="font-medium">{title}</p>
                      <p className="text-sm text-muted-foreground">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <figure className="rounded-lg border bg-accent p-6">
            <Quote className="h-6 w-6 text-gold" aria-hidden="true" />
            <blockquote className="mt-2 font-serif text-lg italic">{t("testimonialQuote")}</blockquote>
            <figcaption className="mt-3 text-sm text-muted-foreground">— {t("testimonialAuthor")}</figcaption>
          </figure>
          <section aria-labelledby="signup-stats" className="rounded-lg bg-primary p-6 text-primary-foreground">
            <h2 id="signup-stats" className="font-semibold">
              {t("statsTitle")}
            </h2>
            <dl className="mt-4 grid grid-cols-3 gap-x-2 gap-y-4 text-center" data-testid="signup-stats">
              {panelStats.map(([key, label]) => (
                <div key={key} className="flex flex-col-reverse" data-stat={key}>
                  <dt className="text-xs opacity-90">{t(label)}</dt>
                  <dd className="text-2xl font-bold">{statValue(key, stats, format)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
