import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AdminTable } from "@/components/admin/admin-table";
import { Pager } from "@/components/admin/pager";
import { AdminRefundButton } from "@/components/payments/admin-refund-button";
import { Badge } from "@/components/ui/badge";
import { formatPrice } from "@/lib/courses/format";
import { requirePageRole } from "@/lib/auth/page-guard";
import { pageNumberParam } from "@/lib/http/page-number";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { listPayments } from "@/lib/purchases/admin";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/payments">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "AdminPayments" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function AdminPaymentsPage({ params, searchParams }: PageProps<"/[locale]/admin/payments">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. Signed in without the role: 404, the page's existence is not theirs to learn.
  const admin = await requirePageRole(locale as Locale, "/admin/payments", ["admin"]);
  if (!admin) notFound();
  const t = await getTranslations("AdminPayments");

  const query = await searchParams;
  const page = pageNumberParam(query.page);
  const { payments, total, pages } = await listPayments({ page });
  const format = await getFormatter();
  // Dollars as every other screen writes them in this language; another currency through Intl as it comes.
  const money = (cents: number, currency: string) =>
    currency.toLowerCase() === "usd" ? formatPrice(cents / 100, locale) : format.number(cents / 100, { style: "currency", currency: currency.toUpperCase() });

  return (
    <ClientMessages namespaces={["AdminPayments", "ApiErrors"]}>
      <div className="container mx-auto px-4 py-10">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("description")}</p>
        <p className="mt-4 text-sm text-muted-foreground">{t("total", { count: total })}</p>
        {payments.length === 0 ? (
          <p className="mt-6">{t("noPayments")}</p>
        ) : (
          // The columns are written here, inside <ClientMessages>: their cells render client components reading its texts.
          <AdminTable
            testId="admin-payments"
            rows={payments}
            rowKey={(p) => p.id}
            columns={[
              {
              header: t("student"),
              cell: (p) => (
              <>
              <span className="block font-medium">
              <bdi>{p.studentName}</bdi>
              </span>
              <span dir="ltr" className="break-all text-muted-foreground">{p.studentEmail}</span>
              </>
              ),
              },
              {
              header: t("course"),
              cell: (p) => (
              <Link href={`/course/${p.courseSlug}`} dir="auto" className="inline-flex min-h-11 items-center underline-offset-4 hover:underline md:min-h-0">
              {p.courseTitle}
              </Link>
              ),
              },
              {
              header: t("amount"),
              cell: (p) => (
              <>
              <bdi>{money(p.amountCents, p.currency)}</bdi> <span className="text-xs text-muted-foreground">({p.provider})</span>
              </>
              ),
              className: "md:whitespace-nowrap",
              },
              { header: t("status"), cell: (p) => <Badge variant={p.status === "succeeded" ? "default" : "secondary"}>{t(`status_${p.status}`)}</Badge> },
              { header: t("date"), cell: (p) => format.dateTime(new Date(p.createdAt), { dateStyle: "medium" }), className: "md:whitespace-nowrap" },
              {
              header: t("actions"),
              cell: (p) =>
              p.status === "succeeded" ? <AdminRefundButton paymentId={p.id} amount={money(p.amountCents, p.currency)} name={p.studentName} /> : null,
              },
            ]}
          />
        )}
        <Pager page={page} pages={pages} href={(p) => ({ pathname: "/admin/payments", query: { page: String(p) } })} />
      </div>
    </ClientMessages>
  );
}
