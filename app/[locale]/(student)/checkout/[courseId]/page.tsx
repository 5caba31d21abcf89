import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CheckoutClient } from "@/components/checkout/checkout-client";
import { CourseSummary } from "@/components/checkout/course-summary";
import { InvalidCourse } from "@/components/checkout/invalid-course";
import { RedirectAfter } from "@/components/checkout/redirect-after";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { getSessionUser } from "@/lib/auth/session";
import { findCourseByIdOrSlug } from "@/lib/courses/lookup";
import { Link } from "@/lib/i18n/navigation";
import { checkoutView } from "@/lib/payments/checkout-view";
import { paymentConfig } from "@/lib/payments/config";
import { CURRENCY, priceToCents } from "@/lib/payments/money";

export async function generateMetadata({ params }: PageProps<"/[locale]/checkout/[courseId]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function CheckoutPage({ params }: PageProps<"/[locale]/checkout/[courseId]">) {
  const { locale, courseId } = await params;
  setRequestLocale(locale);
  const course = await findCourseByIdOrSlug(courseId);
  if (!course) return <InvalidCourse />;

  const t = await getTranslations("Checkout");
  const format = await getFormatter();
  const user = await getSessionUser();
  const amountCents = priceToCents(course.price);
  const priceLabel = format.number(amountCents / 100, { style: "currency", currency: CURRENCY.toUpperCase() });
  const coursePath = `/course/${course.slug}`;
  const { lessons, alreadyEnrolled } = await checkoutView(course.id, user?.id ?? null);
  const config = paymentConfig();

  let payment: React.ReactNode;
  if (!user) {
    const query = { courseId: course.slug };
    payment = (
      <div className="space-y-3">
        <p className="font-medium">{t("signInTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("signInText")}</p>
        <Button asChild className="w-full">
          <Link href={{ pathname: "/signup", query }}>{t("createAccount")}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link href={{ pathname: "/login", query }}>{t("signIn")}</Link>
        </Button>
      </div>
    );
  } else if (alreadyEnrolled) {
    payment = (
      <div role="status" className="space-y-3">
        <p className="font-medium">{t("alreadyEnrolledTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("alreadyEnrolledText")}</p>
        <Button asChild className="w-full">
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
        <Button asChild className="w-full">
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
    <div className="container mx-auto max-w-5xl px-4 py-10">
      <Button asChild variant="ghost" className="-ms-3 mb-4">
        <Link href={coursePath}>
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t("backToCourse")}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <CourseSummary
          title={course.title}
          description={course.description}
          hours={Number(course.estimatedHours)}
          lessons={lessons}
        />
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{t("orderSummary")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <span>{course.title}</span>
                <span>{priceLabel}</span>
              </div>
              <Separator />
              <div className="flex justify-between gap-4 text-base font-semibold">
                <span>{t("total")}</span>
                <span data-testid="order-total">{priceLabel}</span>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{t("paymentTitle")}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>{payment}</CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
