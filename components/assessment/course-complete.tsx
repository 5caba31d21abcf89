"use client";
import { Award } from "lucide-react";
import { useTranslations } from "next-intl";
import { CopyLinkButton } from "@/components/certificates/copy-link-button";
import { LinkedInButton } from "@/components/certificates/linkedin-button";
import { ShareButton } from "@/components/certificates/share-button";
import { Button } from "@/components/ui/button";
import type { IssuedCourseCertificate } from "@/lib/assessments/types";
import { linkedInAddToProfileUrl } from "@/lib/certificates/linkedin";
import { Link } from "@/lib/i18n/navigation";

type Props = { courseTitle: string; certificate: IssuedCourseCertificate };

/**
 * On the results of the pass that completed the course: says so, links to the certificate just issued and offers
 * to share it, with the certificates page's own buttons (LinkedIn's Add to profile, Copy link, Share).
 */
export function CourseComplete({ courseTitle, certificate }: Props) {
  const t = useTranslations("AssessmentFinish");
  const certificates = useTranslations("Certificates");
  const title = certificates("courseCompletionTitle", { course: courseTitle });
  const linkedIn = linkedInAddToProfileUrl({
    name: title,
    organizationName: certificate.issuerName,
    issuedAt: new Date(certificate.issuedAt),
    certUrl: certificate.verifyUrl,
    certId: certificate.serial,
  });
  return (
    <section aria-labelledby="course-complete-heading" className="space-y-4 rounded-lg border border-success bg-success/10 p-4 text-start sm:p-6" data-testid="course-complete">
      <h2 id="course-complete-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Award aria-hidden className="size-5 text-success" />
        {t("courseCompleteTitle")}
      </h2>
      <p>{t("courseCompleteText", { course: courseTitle })}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={certificate.verifyPath} aria-label={t("viewCertificateLabel", { course: courseTitle })}>
            {t("viewCertificate")}
          </Link>
        </Button>
        <LinkedInButton href={linkedIn} label={certificates("addToLinkedIn")} accessibleLabel={certificates("addToLinkedInName", { title })} />
        <CopyLinkButton verifyPath={certificate.verifyPath} title={title} />
        <ShareButton verifyPath={certificate.verifyPath} title={title} />
        <Button asChild variant="ghost">
          <Link href="/certificates">{t("allCertificates")}</Link>
        </Button>
      </div>
    </section>
  );
}
