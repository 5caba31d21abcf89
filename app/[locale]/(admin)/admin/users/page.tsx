import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { RoleSelect } from "@/components/admin/role-select";
import { AdminTable } from "@/components/admin/admin-table";
import { Pager } from "@/components/admin/pager";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requirePageRole } from "@/lib/auth/page-guard";
import { pageNumberParam } from "@/lib/http/page-number";
import type { Locale } from "@/lib/i18n/locales";
import { listUsers } from "@/lib/users/admin";
import { fullName } from "@/lib/users/full-name";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/users">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "AdminUsers" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function AdminUsersPage({ params, searchParams }: PageProps<"/[locale]/admin/users">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. Signed in without the role: 404, the page's existence is not theirs to learn.
  const admin = await requirePageRole(locale as Locale, "/admin/users", ["admin"]);
  if (!admin) notFound();
  const t = await getTranslations("AdminUsers");

  const query = await searchParams;
  const q = typeof query.q === "string" ? query.q : "";
  const page = pageNumberParam(query.page);
  const { users, total, pages } = await listUsers({ query: q, page });
  const format = await getFormatter();
  const pageHref = (p: number) => ({ pathname: "/admin/users", query: { ...(q ? { q } : {}), page: String(p) } });

  return (
    <ClientMessages namespaces={["AdminUsers"]}>
      <div className="container mx-auto px-4 py-10">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("description")}</p>
        <form className="mt-6 flex max-w-lg gap-2" role="search">
          <Input name="q" defaultValue={q} placeholder={t("search")} aria-label={t("search")} className="min-h-11" />
          <Button type="submit" variant="outline" className="min-h-11">
            {t("searchButton")}
          </Button>
        </form>
        <p className="mt-4 text-sm text-muted-foreground">{t("total", { count: total })}</p>
        {users.length === 0 ? (
          <p className="mt-6">{t("noUsers")}</p>
        ) : (
          // The columns are written here, inside <ClientMessages>: their cells render client components reading its texts.
          <AdminTable
            testId="admin-users"
            rows={users}
            rowKey={(user) => user.id}
            columns={[
              { header: t("name"), cell: (user) => <bdi className="font-medium">{fullName(user)}</bdi> },
              { header: t("email"), cell: (user) => <span dir="ltr" className="break-all">{user.email}</span> },
              { header: t("joined"), cell: (user) => format.dateTime(new Date(user.createdAt), { dateStyle: "medium" }), className: "md:whitespace-nowrap" },
              { header: t("role"), cell: (user) => <RoleSelect userId={user.id} name={fullName(user)} role={user.role} /> },
            ]}
          />
        )}
        <Pager page={page} pages={pages} href={pageHref} />
      </div>
    </ClientMessages>
  );
}
