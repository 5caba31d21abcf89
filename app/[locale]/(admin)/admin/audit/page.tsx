import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminTable, type AdminColumn } from "@/components/admin/admin-table";
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
        <bdi>{person.name}</bdi> {person.deleted && <Badge variant="secondary">{deletedLabel}</Badge>}
      </span>
      <span dir="ltr" className="block break-all text-muted-foreground">{person.email}</span>
    </>
  );
}

export default async function AdminAuditPage({ params, searchParams }: PageProps<"/[locale]/admin/audit">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. Signed in without the role: 404, the page's existence is not theirs to learn.
  const admin = await requirePageRole(locale as Locale, "/admin/audit", ["admin"]);
  if (!admin) notFound();
  const t = await getTranslations("AdminAudit");
  const format = await getFormatter();

  const { entries, total, pages, page } = await listAuditEntries({ page: pageNumberParam((await searchParams).page) });
  const columns: AdminColumn<AuditListEntry>[] = [
    {
      header: t("time"),
      cell: (entry) => <time dateTime={entry.createdAt}>{format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}</time>,
      className: "md:whitespace-nowrap",
    },
    { header: t("actor"), cell: (entry) => (entry.actor ? <PersonCell person={entry.actor} deletedLabel={t("deleted")} /> : t("system")) },
    { header: t("action"), cell: (entry) => (entry.action ? t(`action_${entry.action.replace(".", "_") as "user_deleted"}`) : entry.rawAction) },
    {
      header: t("target"),
      cell: (entry) => (
        <>
          {entry.target.type === "payment" && entry.target.title && <span className="block">{t("paymentFor", { course: entry.target.title })}</span>}
          {entry.target.type === "course" && entry.target.title ? (
            <bdi className="block font-medium">{entry.target.title}</bdi>
          ) : entry.target.person ? (
            <PersonCell person={entry.target.person} deletedLabel={t("deleted")} />
          ) : (
            <code className="break-all text-xs">{entry.target.id}</code>
          )}
        </>
      ),
    },
    { header: t("details"), cell: (entry) => <AuditDetails entry={entry} /> },
  ];

  return (
    <div className="container mx-auto px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("description")}</p>
      <p className="mt-4 text-sm text-muted-foreground">{t("total", { count: total })}</p>
      {entries.length === 0 ? (
        <p className="mt-6">{t("noEntries")}</p>
      ) : (
        <AdminTable testId="admin-audit" rows={entries} rowKey={(entry) => entry.id} columns={columns} />
      )}
      <Pager page={page} pages={pages} href={(p) => ({ pathname: "/admin/audit", query: { page: String(p) } })} />
    </div>
  );
}
