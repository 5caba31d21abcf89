import { ShieldX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** An unknown serial: say plainly that no such certificate was issued (status 404). */
export default function CertificateNotValid() {
  const t = useTranslations("Verify");
  return (
    <div className="container mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldX aria-hidden="true" className="size-14 text-destructive" />
      <h1 className="mt-4 text-3xl font-bold">{t("invalidHeading")}</h1>
      <p className="mt-4 text-muted-foreground">{t("invalidText")}</p>
      <Button asChild className="mt-8">
        <Link href="/">{t("home")}</Link>
      </Button>
    </div>
  );
}
