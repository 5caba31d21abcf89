import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { VerifiedCertificate } from "@/components/certificates/verified-certificate";
import { credentialPath } from "@/lib/certificates/credential";
import { findCertificateBySerial } from "@/lib/certificates/verify";
import type { Locale } from "@/lib/i18n/locales";

// Rendered per request: a certificate issued (or revoked) a minute ago must show so at once.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/verify/[serial]">): Promise<Metadata> {
  const { locale, serial } = await params;
  const t = await getTranslations({ locale, namespace: "Verify" });
  const certificate = await findCertificateBySerial(decodeURIComponent(serial), locale as Locale);
  // A holder's name is public here only to whoever has the link, unless the holder made it public: only then
  // (and while it is valid) may search engines list it.
  const indexable = Boolean(certificate?.isPublic && !certificate.revokedAt);
  return {
    title: t("metaTitle"),
    robots: indexable ? { index: true, follow: false } : { index: false, follow: false },
    alternates: certificate ? { types: { "application/ld+json": credentialPath(certificate.serial) } } : undefined,
  };
}

export default async function VerifyPage({ params }: PageProps<"/[locale]/verify/[serial]">) {
  const { locale, serial } = await params;
  setRequestLocale(locale);
  const certificate = await findCertificateBySerial(decodeURIComponent(serial), locale as Locale);
  if (!certificate) notFound(); // verify/[serial]/not-found.tsx, with status 404
  return (
    <ClientMessages namespaces={["Certificates"]}>
      <div className="container mx-auto max-w-2xl px-4 py-12 sm:py-16">
        <VerifiedCertificate certificate={certificate} />
      </div>
    </ClientMessages>
  );
}
