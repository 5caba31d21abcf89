import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Pager } from "@/components/admin/pager";
import { AdminRefundButton } from "@/components/payments/admin-refund-button";
import { Badge } from "@/components/ui/badge";
import { requirePageRole } from "@/lib/auth/page-guard";
import { pageNumberParam } from "@/lib/http/page-number";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { listPayments } from "@/lib/payments/admin";

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
  const money = (cents: number, currency: string) => format.number(cents / 100, { style: "currency", currency: currency.toUpperCase() });

  return (
    <ClientMessages namespaces={["AdminPayments", "ApiErrors"]}>
      <div className="container mx-auto px-4 py-10">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("description")}</p>
        <p className="mt-4 text-sm text-muted-foreground">{t("total", { count: total })}</p>
        {payments.length === 0 ? (
          <p className="mt-6">{t("noPayments")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <thead className="bg-muted">
                <tr>
                  {[t("student"), t("course"), t("amount"), t("status"), t("date"), t("actions")].map((h) => (
                    <th key={h} scope="col" className="p-3 text-start">{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.id} className="border-t">
                    <td className="p-3">
                      <span className="block font-medium">{p.studentName}</span>
                      <span className="text-muted-foreground">{p.studentEmail}</span>
                    </td>
                    <td className="p-3">
                      <Link href={`/course/${p.courseSlug}`} className="underline-offset-4 hover:underline">{p.courseTitle}</Link>
                    </td>
                    <td className="p-3 whitespace-nowrap">{money(p.amountCents, p.currency)} <span className="text-xs text-muted-foreground">({p.provider})</span></td>
                    <td className="p-3">
                      <Badge variant={p.status === "succeeded" ? "default" : "secondary"}>{t(`status_${p.status}`)}</Badge>
                    </td>
                    <td className="p-3 whitespace-nowrap">{format.dateTime(new Date(p.createdAt), { dateStyle: "medium" })}</td>
                    <td className="p-3">
                      {p.status === "succeeded" && (
                        <AdminRefundButton paymentId={p.id} amount={money(p.amountCents, p.currency)} name={p.studentName} />
                      )}
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
          href={(p) => ({ pathname: "/admin/payments", query: { page: String(p) } })}
          labels={{ previous: t("previous"), next: t("next"), page: t("page", { page, pages }) }}
        />
      </div>
    </ClientMessages>
  );
}
