import { useTranslations } from "next-intl";
import { TAB_PATHS } from "@/lib/courses/catalogue-route";
import { Link } from "@/lib/i18n/navigation";

export function SiteFooter() {
  const t = useTranslations();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-muted/40">
      {/* The links' classes, set once for all of them: 44 px tall rows, a thumb's targets on a phone. */}
      <div className="container mx-auto grid gap-8 px-4 py-10 sm:grid-cols-3 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:text-sm [&_a]:text-muted-foreground [&_a]:hover:text-primary [&_a]:hover:underline">
        <div>
          {/* A heading, as it looks: the footer's first section, beside Learn and Legal. */}
          <h2 className="font-serif text-lg font-bold text-primary">{t("Brand.name")}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("Footer.tagline")}</p>
        </div>
        <nav aria-label={t("Footer.learn")}>
          <h2 className="text-sm font-semibold">{t("Footer.learn")}</h2>
          <ul className="mt-1">
            <li><Link href="/courses">{t("Footer.allCourses")}</Link></li>
            <li><Link href={TAB_PATHS.Old}>{t("Footer.oldTestament")}</Link></li>
            <li><Link href={TAB_PATHS.New}>{t("Footer.newTestament")}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t("Footer.legal")}>
          <h2 className="text-sm font-semibold">{t("Footer.legal")}</h2>
          <ul className="mt-1">
            <li><Link href="/terms">{t("Footer.terms")}</Link></li>
            <li><Link href="/privacy">{t("Footer.privacy")}</Link></li>
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">{t("Footer.rights", { year })}</p>
    </footer>
  );
}
