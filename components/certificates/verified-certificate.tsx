import { ShieldCheck } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { VerifiedCertificate as Verified } from "@/lib/certificates/verify";

/** The public proof that a certificate is genuine: holder, achievement, date and number. */
export async function VerifiedCertificate({ certificate }: { certificate: Verified }) {
  const [t, format] = await Promise.all([getTranslations("Verify"), getFormatter()]);
  const achievement =
    certificate.type === "diploma"
      ? t("diplomaTitle")
      : certificate.courseTitle
        ? t("courseCompletionTitle", { course: certificate.courseTitle })
        : certificate.title;
  const rows: [string, string, string][] = [
    ["holder", t("holder"), certificate.holderName],
    ["achievement", t("achievement"), achievement],
    ["issued", t("issued"), format.dateTime(certificate.issuedAt, { dateStyle: "long", timeZone: "UTC" })],
    ["serial", t("serial"), certificate.serial],
  ];
  return (
    <Card className="border-emerald-600/40">
      <CardHeader className="flex-row items-center gap-4 space-y-0">
        <ShieldCheck aria-hidden="true" className="size-12 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <div className="space-y-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("validHeading")}</h1>
          <p className="text-muted-foreground">{t("validLead")}</p>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8">
          {rows.map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="-mt-3 break-words text-lg font-semibold sm:mt-0" data-testid={`verify-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
