import { GraduationCap } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";
import type { CertificateDto } from "@/lib/dashboard/certificates";
import { CertificateActions } from "./certificate-actions";

/** The earned diploma: its title, date and serial, with Download PDF, the sharing actions and the public choice. */
export async function DiplomaCard({ diploma }: { diploma: CertificateDto }) {
  const [t, format] = await Promise.all([getTranslations("Certificates"), getFormatter()]);
  const title = t("diplomaTitle");
  return (
    <Card className="border-primary/40 bg-primary/5" data-testid="diploma-card">
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
        <GraduationCap aria-hidden="true" className="size-12 shrink-0 text-primary" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="text-xl font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">{t("diplomaEarned")}</p>
          <p className="text-sm">{t("issued", { date: format.dateTime(new Date(diploma.issuedAt), { dateStyle: "long" }) })}</p>
          <p className="text-xs text-muted-foreground">{t("serial", { serial: diploma.serial })}</p>
        </div>
        <div className="sm:max-w-md">
          <CertificateActions certificate={diploma} title={title} downloadLabel={t("downloadPdf")} />
        </div>
      </CardContent>
    </Card>
  );
}
