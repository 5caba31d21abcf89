import { Download } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button-variants";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The dashboard's 'Your data' card: download everything the school keeps about you, or delete your account. */
export async function YourDataCard() {
  const t = await getTranslations("AccountData");
  return (
    <section aria-labelledby="your-data-heading" className="rounded-lg border bg-card p-6">
      <h2 id="your-data-heading" className="text-xl font-semibold leading-tight">
        {t("title")}
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted-foreground">{t("description")}</p>
      <div className="flex flex-wrap gap-2">
        {/* A plain download: the route answers with Content-Disposition: attachment. */}
        <a href="/api/users/me/export" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {t("download")}
        </a>
        <DeleteAccountDialog
          labels={{
            open: t("delete"),
            title: t("deleteTitle"),
            warning: t("deleteWarning"),
            password: t("password"),
            cancel: t("cancel"),
            confirm: t("confirmDelete"),
            deleting: t("deleting"),
            deletedTitle: t("deletedTitle"),
            deletedText: t("deletedText"),
            wrongPassword: t("wrongPassword"),
            staffAccount: t("staffAccount"),
            rateLimited: t("rateLimited"),
            failed: t("failed"),
          }}
        />
      </div>
    </section>
  );
}
