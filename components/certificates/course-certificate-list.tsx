import { Award } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import type { CertificateDto } from "@/lib/dashboard/certificates";
import { CertificateActions } from "./certificate-actions";

/** Course-completion certificates, newest first, each with its date, Download, the sharing actions and the public choice. */
export async function CourseCertificateList({ certificates }: { certificates: CertificateDto[] }) {
  const [t, format] = await Promise.all([getTranslations("Certificates"), getFormatter()]);
  if (certificates.length === 0) {
    return <p className="text-muted-foreground">{t("noCourseCertificates")}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {certificates.map((certificate) => {
        // The stored title is English; a course certificate's title is rebuilt in the reader's language.
        const courseTitle = certificate.courseTitle;
        const title = courseTitle ? t("courseCompletionTitle", { course: courseTitle }) : certificate.title;
        return (
          <li key={certificate.id} data-testid="course-certificate">
            <Card className="h-full">
              <CardContent className="flex h-full flex-col gap-4 p-6">
                <div className="flex items-start gap-3">
                  <Award aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold leading-snug">
                      {courseTitle ? (
                        <IsolatedInSentence sentence={(course) => t("courseCompletionTitle", { course })} value={courseTitle} />
                      ) : (
                        <bdi>{certificate.title}</bdi>
                      )}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {t("issued", { date: format.dateTime(new Date(certificate.issuedAt), { dateStyle: "long" }) })}
                    </p>
                    <p className="text-xs text-muted-foreground">{t("serial", { serial: certificate.serial })}</p>
                  </div>
                </div>
                <div className="mt-auto">
                  <CertificateActions
                    certificate={certificate}
                    title={title}
                    downloadLabel={t("download")}
                    downloadAccessibleLabel={t("downloadLabel", { title })}
                  />
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
