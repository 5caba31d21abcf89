import { getTranslations } from "next-intl/server";
import type { CertificateDto } from "@/lib/dashboard/certificates";
import { ISSUER_NAME } from "@/lib/certificates/issuer";
import { linkedInAddToProfileUrl } from "@/lib/certificates/linkedin";
import { verifyPath, verifyUrl } from "@/lib/certificates/verify-url";
import { CopyLinkButton } from "./copy-link-button";
import { DownloadButton } from "./download-button";
import { LinkedInButton } from "./linkedin-button";
import { PublicToggle } from "./public-toggle";
import { ShareButton } from "./share-button";

type Props = { certificate: CertificateDto; title: string; downloadLabel: string; downloadAccessibleLabel?: string };

/** Download, Add to LinkedIn, Copy link, Share (where the browser can), and the public/private choice. */
export async function CertificateActions({ certificate, title, downloadLabel, downloadAccessibleLabel }: Props) {
  const t = await getTranslations("Certificates");
  const linkedIn = linkedInAddToProfileUrl({
    name: title,
    organizationName: ISSUER_NAME,
    issuedAt: new Date(certificate.issuedAt),
    certUrl: verifyUrl(certificate.serial),
    certId: certificate.serial,
  });
  const path = verifyPath(certificate.serial);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <DownloadButton certificateId={certificate.id} label={downloadLabel} accessibleLabel={downloadAccessibleLabel} />
        <LinkedInButton href={linkedIn} label={t("addToLinkedIn")} accessibleLabel={t("addToLinkedInName", { title })} />
        <CopyLinkButton verifyPath={path} title={title} />
        <ShareButton verifyPath={path} title={title} />
      </div>
      <PublicToggle certificateId={certificate.id} isPublic={certificate.isPublic} title={title} />
    </div>
  );
}
