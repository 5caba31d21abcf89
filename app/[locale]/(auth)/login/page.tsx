import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { CheckCircle2 } from "lucide-react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LoginForm } from "@/components/auth/login-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/lib/i18n/navigation";

export async function generateMetadata({ params }: PageProps<"/[locale]/login">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Login" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function LoginPage({ params }: PageProps<"/[locale]/login">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Login");
  return (
    <div className="container mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>{t("title")}</h1>
          </CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ClientMessages namespaces={["Auth", "Login", "Validation"]}>
            <Suspense>
              <LoginForm />
            </Suspense>
          </ClientMessages>
        </CardContent>
      </Card>
      <aside className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h2 className="text-lg font-semibold">{t("promoTitle")}</h2>
        <p className="mt-2 text-sm opacity-90">{t("promoText")}</p>
        <ul className="mt-4 space-y-2 text-sm">
          {[t("promoPoint1"), t("promoPoint2"), t("promoPoint3")].map((point) => (
            <li key={point} className="flex items-center gap-2">
              <CheckCircle2 className="h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary" className="mt-6 w-full">
          <Link href="/signup">{t("promoCta")}</Link>
        </Button>
      </aside>
    </div>
  );
}
