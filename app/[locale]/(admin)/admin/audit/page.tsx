import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Pager } from "@/components/admin/pager";
import { Badge } from "@/components/ui/badge";
import { listAuditEntries, type AuditListEntry } from "@/lib/audit/list";
import { requirePageRole } from "@/lib/auth/page-guard";
import { pageNumberParam } from "@/lib/http/page-number";
import type { Locale } from "@/lib/i18n/locales";
import { AuditDetails } from "./audit-details";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/audit">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "AdminAudit" });
  return { title: t("metaTitle"), robots: { index: false } };
}

type Person = NonNullable<AuditListEntry["actor"]>;

function PersonCell({ person, deletedLabel }: { person: Person; deletedLabel: string }) {
  return (
    <>
      <span className="block font-medium">
        {person.name} {person.deleted && <Badge variant="secondary">{deletedLabel}</Badge>}
      </span>
      <span className="break-all text-muted-foreground">{person.email}</span>
    </>
  );
}

// Cells are stacked with their column name on a phone, a table row from the sm breakpoint up.
const CELL = "block px-3 py-1 sm:table-cell sm:p-3 sm:align-top";
const PHONE_LABEL = "block text-xs font-medium text-muted-foreground sm:hidden";

export default async function AdminAuditPage({ params, searchParams }: PageProps<"/[locale]/admin/audit">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. Signed in without the role: 404, the page's existence is not theirs to learn.
  const admin = await requirePageRole(locale as Locale, "/admin/audit", ["admin"]);
  if (!admin) notFound();
  const t = await getTranslations("AdminAudit");
  const format = await getFormatter();

  const { entries, total, pages, page } = await listAuditEntries({ page: pageNumberParam((await searchParams).page) });
  const columns = [t("time"), t("actor"), t("action"), t("target"), t("details")];

  return (
    <div className="container mx-auto px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("description")}</p>
      <p className="mt-4 text-sm text-muted-foreground">{t("total", { count: total })}</p>
      {entries.length === 0 ? (
        <p className="mt-6">{t("noEntries")}</p>
      ) : (
        <div className="mt-4 rounded-lg border">
          <table className="w-full text-sm">
            <thead className="hidden bg-muted sm:table-header-group">
              <tr>
                {columns.map((h) => (
                  <th key={h} scope="col" className="p-3 text-start">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="block border-t py-2 first:border-t-0 sm:table-row sm:py-0 sm:first:border-t">
                  <td className={`${CELL} whitespace-nowrap`}>
                    <span className={PHONE_LABEL}>{columns[0]}</span>
                    <time dateTime={entry.createdAt}>{format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}</time>
                  </td>
                  <td className={CELL}>
                    <span className={PHONE_LABEL}>{columns[1]}</span>
                    {entry.actor ? <PersonCell person={entry.actor} deletedLabel={t("deleted")} /> : t("system")}
                  </td>
                  <td className={CELL}>
                    <span className={PHONE_LABEL}>{columns[2]}</span>
                    {entry.action ? t(`action_${entry.action.replace(".", "_") as "user_deleted"}`) : entry.rawAction}
                  </td>
                  <td className={CELL}>
                    <span className={PHONE_LABEL}>{columns[3]}</span>
                    {entry.target.type === "payment" && entry.target.title && (
                      <span className="block">{t("paymentFor", { course: entry.target.title })}</span>
                    )}
                    {entry.target.person ? <PersonCell person={entry.target.person} deletedLabel={t("deleted")} /> : <code className="text-xs">{entry.target.id}</code>}
                  </td>
                  <td className={CELL}>
                    <span className={PHONE_LABEL}>{columns[4]}</span>
                    <AuditDetails entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(p) => ({ pathname: "/admin/audit", query: { page: String(p) } })}
        labels={{ previous: t("previous"), next: t("next"), page: t("page", { page, pages }) }}
      />
    </div>
  );
}
