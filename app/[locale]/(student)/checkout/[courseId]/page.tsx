import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CheckoutClient } from "@/components/checkout/checkout-client";
import { CheckoutStage, UntilPaid } from "@/components/checkout/checkout-stage";
import { CourseSummary } from "@/components/checkout/course-summary";
import { CourseLanguages } from "@/components/course/course-languages";
import { InvalidCourse } from "@/components/checkout/invalid-course";
import { PaymentSuccess } from "@/components/checkout/payment-success";
import { RedirectAfter } from "@/components/checkout/redirect-after";
import { SummaryDisclosure } from "@/components/checkout/summary-disclosure";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { getSessionUser } from "@/lib/auth/session";
import { formatPrice, textLanguage } from "@/lib/courses/format";
import { getCourseDetail } from "@/lib/courses/queries";
import { Link } from "@/lib/i18n/navigation";
import { checkoutView } from "@/lib/purchases/checkout-view";
import { paymentConfig } from "@/lib/payments/config";
import { priceToCents } from "@/lib/payments/money";

export async function generateMetadata({ params }: PageProps<"/[locale]/checkout/[courseId]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function CheckoutPage({ params }: PageProps<"/[locale]/checkout/[courseId]">) {
  const { locale, courseId } = await params;
  setRequestLocale(locale);
  // The course in the reader's language (title, description, lesson titles); the amount charged is read
  // again from the database by the payment routes.
  const course = await getCourseDetail(courseId, locale);
  if (!course) return <InvalidCourse />;

  const t = await getTranslations("Checkout");
  const user = await getSessionUser();
  const amountCents = priceToCents(course.price);
  const priceLabel = formatPrice(course.price, locale);
  const titleLang = textLanguage(course, "title", locale);
  const coursePath = `/course/${course.slug}`;
  const { alreadyEnrolled } = await checkoutView(course.id, user?.id ?? null);
  const config = paymentConfig();

  let payment: React.ReactNode;
  if (!user) {
    const query = { courseId: course.slug };
    payment = (
      <div className="space-y-3">
        <p className="font-medium">{t("signInTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("signInText")}</p>
        <Button asChild className="min-h-11 w-full">
          <Link href={{ pathname: "/signup", query }}>{t("createAccount")}</Link>
        </Button>
        <Button asChild variant="outline" className="min-h-11 w-full">
          <Link href={{ pathname: "/login", query }}>{t("signIn")}</Link>
        </Button>
      </div>
    );
  } else if (alreadyEnrolled) {
    payment = (
      <div role="status" className="space-y-3">
        <p className="font-medium">{t("alreadyEnrolledTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("alreadyEnrolledText")}</p>
        <Button asChild className="min-h-11 w-full">
          <Link href={coursePath}>{t("goToCourse")}</Link>
        </Button>
        <RedirectAfter href={coursePath} />
      </div>
    );
  } else if (amountCents === 0) {
    payment = (
      <div className="space-y-3">
        <p className="font-medium">{t("freeTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("freeText")}</p>
        <Button asChild className="min-h-11 w-full">
          <Link href={coursePath}>{t("goToCourse")}</Link>
        </Button>
      </div>
    );
  } else {
    payment = (
      <ClientMessages namespaces={["Checkout", "Payments", "ApiErrors"]}>
        <CheckoutClient
          courseId={course.id}
          priceLabel={priceLabel}
          provider={config.provider}
          publishableKey={config.provider === "stripe" ? config.publishableKey : null}
        />
      </ClientMessages>
    );
  }

  return (
    <CheckoutStage>
      <div className="container mx-auto max-w-5xl px-4 py-4 lg:py-10">
        <UntilPaid>
          <Button asChild variant="ghost" className="-ms-3 mb-2 min-h-11 lg:mb-4">
            <Link href={coursePath}>
              <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              {t("backToCourse")}
            </Link>
          </Button>
          <h1 className="text-2xl font-bold lg:text-3xl">{t("title")}</h1>
          {/* A phone shows the summary as one collapsed row above the payment, so paying needs no scrolling. */}
          <div className="mt-4 grid gap-4 lg:mt-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
            <SummaryDisclosure label={t("orderSummary")} title={course.title} titleLang={titleLang} priceLabel={priceLabel}>
              <CourseSummary
                title={course.title}
                lang={titleLang}
                description={course.description}
                hours={course.estimatedHours}
                lessons={course.lessons}
              />
            </SummaryDisclosure>
            <div className="space-y-6">
              <Card className="hidden lg:block">
                <CardHeader>
                  <CardTitle>
                    <h2 className="text-lg">{t("orderSummary")}</h2>
                  </CardTitle>
                </CardHeader>
                <CardContent className="space-y-3 text-sm">
                  <div className="flex justify-between gap-4">
                    <bdi lang={titleLang}>{course.title}</bdi>
                    <span>
                      {priceLabel}
                    </span>
                  </div>
                  <Separator />
                  <div className="flex justify-between gap-4 text-base font-semibold">
                    <span>{t("total")}</span>
                    <span data-testid="order-total">
                      {priceLabel}
                    </span>
                  </div>
                </CardContent>
              </Card>
              {/* On a phone too, where the summary starts collapsed: what the course is in, before the payment form. */}
              <CourseLanguages languages={course.languages} compact className="px-1" />
              <Card>
                <CardHeader className="p-4 lg:p-6">
                  <CardTitle>
                    <h2 className="text-lg">{t("paymentTitle")}</h2>
                  </CardTitle>
                </CardHeader>
                <CardContent className="p-4 pt-0 lg:p-6 lg:pt-0">{payment}</CardContent>
              </Card>
            </div>
          </div>
        </UntilPaid>
        <ClientMessages namespaces={["Checkout", "Receipts"]}>
          <PaymentSuccess courseTitle={course.title} courseTitleLang={titleLang} />
        </ClientMessages>
      </div>
    </CheckoutStage>
  );
}
