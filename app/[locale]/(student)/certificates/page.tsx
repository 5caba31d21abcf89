import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CourseCertificateList } from "@/components/certificates/course-certificate-list";
import { DiplomaCard } from "@/components/certificates/diploma-card";
import { DiplomaPlaceholder } from "@/components/certificates/diploma-placeholder";
import { requirePageUser } from "@/lib/auth/page-guard";
import { diplomaProgress } from "@/lib/certificates/issue";
import { listCertificates } from "@/lib/dashboard/certificates";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/certificates">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Certificates" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function CertificatesPage({ params }: PageProps<"/[locale]/certificates">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, "/certificates");
  const [t, certificates, progress] = await Promise.all([
    getTranslations("Certificates"),
    listCertificates(user.id, locale as Locale),
    diplomaProgress(user.id),
  ]);
  const diploma = certificates.find((c) => c.type === "diploma");
  const courseCertificates = certificates.filter((c) => c.type === "course_completion");

  return (
    <ClientMessages namespaces={["Certificates"]}>
      <div className="container mx-auto space-y-8 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <section aria-labelledby="diploma-heading" className="space-y-4">
          <h2 id="diploma-heading" className="text-2xl font-semibold">
            {t("diplomaHeading")}
          </h2>
          {diploma ? <DiplomaCard diploma={diploma} /> : <DiplomaPlaceholder {...progress} />}
        </section>
        <section aria-labelledby="course-certificates-heading" className="space-y-4">
          <h2 id="course-certificates-heading" className="text-2xl font-semibold">
            {t("courseCertificates", { count: courseCertificates.length })}
          </h2>
          <CourseCertificateList certificates={courseCertificates} />
        </section>
      </div>
    </ClientMessages>
  );
}
