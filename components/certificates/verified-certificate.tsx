import { Award, ShieldCheck, ShieldX } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { credentialPath } from "@/lib/certificates/credential";
import { ISSUER_NAME } from "@/lib/certificates/issuer";
import { linkedInAddToProfileUrl } from "@/lib/certificates/linkedin";
import type { VerifiedCertificate as Verified } from "@/lib/certificates/verify";
import { verifyPath, verifyUrl } from "@/lib/certificates/verify-url";
import { CopyLinkButton } from "./copy-link-button";
import { LinkedInButton } from "./linkedin-button";
import { ShareButton } from "./share-button";

const ISOLATED = new Set(["holder", "achievement", "serial"]);

/** The public proof that a certificate is genuine: holder, achievement, date, issuer, status and number. */
export async function VerifiedCertificate({ certificate }: { certificate: Verified }) {
  const [t, tc, tp, format] = await Promise.all([getTranslations("Verify"), getTranslations("Certificates"), getTranslations("CertificatePdf"), getFormatter()]);
  const achievement =
    certificate.type === "diploma"
      ? t("diplomaTitle")
      : certificate.courseTitle
        ? t("courseCompletionTitle", { course: certificate.courseTitle })
        : certificate.title;
  const date = (d: Date) => format.dateTime(d, { dateStyle: "long", timeZone: "UTC" });
  const revoked = certificate.revokedAt;
  const rows: [string, string, string][] = [
    ["holder", t("holder"), certificate.holderName],
    ["achievement", t("achievement"), achievement],
    ["issued", t("issued"), date(certificate.issuedAt)],
    // The school's name in the page's language, as the certificate itself prints it.
    ["issuer", t("issuer"), tp("academy")],
    ["status", t("status"), revoked ? t("statusRevoked", { date: date(revoked) }) : t("statusValid")],
    ["serial", t("serial"), certificate.serial],
  ];
  const path = verifyPath(certificate.serial);
  const linkedIn = linkedInAddToProfileUrl({
    name: achievement,
    organizationName: ISSUER_NAME,
    issuedAt: certificate.issuedAt,
    certUrl: verifyUrl(certificate.serial),
    certId: certificate.serial,
  });
  return (
    <Card className={revoked ? "border-destructive/50" : "border-emerald-600/40"} data-testid="verified-certificate" data-status={revoked ? "revoked" : "valid"}>
      <CardHeader className="flex-row items-center gap-4 space-y-0">
        {revoked ? (
          <ShieldX aria-hidden="true" className="size-12 shrink-0 text-destructive" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-12 shrink-0 text-emerald-700 dark:text-emerald-400" />
        )}
        <div className="space-y-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{revoked ? t("revokedHeading") : t("validHeading")}</h1>
          <p className="text-muted-foreground">{revoked ? t("revokedLead", { date: date(revoked) }) : t("validLead")}</p>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8">
          {rows.map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="-mt-3 break-words text-lg font-semibold sm:mt-0" data-testid={`verify-${key}`}>
                {/* A name, an untranslated course title or a serial may run the other way: isolated from the page's text. */}
                {ISOLATED.has(key) ? <bdi>{value}</bdi> : value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex flex-col items-start gap-4">
        {revoked ? null : (
          <section aria-labelledby="verify-share-heading" className="w-full space-y-2">
            <h2 id="verify-share-heading" className="text-base font-semibold">
              {t("shareHeading")}
            </h2>
            <div className="flex flex-wrap gap-2">
              <LinkedInButton href={linkedIn} label={tc("addToLinkedIn")} accessibleLabel={tc("addToLinkedInName", { title: achievement })} />
              <CopyLinkButton verifyPath={path} title={achievement} />
              <ShareButton verifyPath={path} title={achievement} />
            </div>
          </section>
        )}
        <a
          href={credentialPath(certificate.serial)}
          type="application/ld+json"
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-4"
          data-testid="verify-credential"
        >
          <Award aria-hidden="true" className="size-4" />
          {t("credentialLink")}
        </a>
      </CardFooter>
    </Card>
  );
}
