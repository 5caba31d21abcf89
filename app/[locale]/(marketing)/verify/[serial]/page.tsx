import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { VerifiedCertificate } from "@/components/certificates/verified-certificate";
import { findCertificateBySerial } from "@/lib/certificates/verify";
import type { Locale } from "@/lib/i18n/locales";

// Rendered per request: a certificate issued a minute ago must verify at once.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/verify/[serial]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Verify" });
  // A holder's name is public here only to whoever has the link: keep it out of search engines.
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function VerifyPage({ params }: PageProps<"/[locale]/verify/[serial]">) {
  const { locale, serial } = await params;
  setRequestLocale(locale);
  const certificate = await findCertificateBySerial(decodeURIComponent(serial), locale as Locale);
  if (!certificate) notFound(); // verify/[serial]/not-found.tsx, with status 404
  return (
    <div className="container mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <VerifiedCertificate certificate={certificate} />
    </div>
  );
}
