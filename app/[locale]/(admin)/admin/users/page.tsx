import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { RoleSelect } from "@/components/admin/role-select";
import { Pager } from "@/components/admin/pager";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requirePageRole } from "@/lib/auth/page-guard";
import { pageNumberParam } from "@/lib/http/page-number";
import type { Locale } from "@/lib/i18n/locales";
import { listUsers } from "@/lib/users/admin";

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
          <Input name="q" defaultValue={q} placeholder={t("search")} aria-label={t("search")} />
          <Button type="submit" variant="outline">
            {t("searchButton")}
          </Button>
        </form>
        <p className="mt-4 text-sm text-muted-foreground">{t("total", { count: total })}</p>
        {users.length === 0 ? (
          <p className="mt-6">{t("noUsers")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <thead className="bg-muted text-start">
                <tr>
                  <th scope="col" className="p-3 text-start">{t("name")}</th>
                  <th scope="col" className="p-3 text-start">{t("email")}</th>
                  <th scope="col" className="p-3 text-start">{t("joined")}</th>
                  <th scope="col" className="p-3 text-start">{t("role")}</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id} className="border-t">
                    <td className="p-3 font-medium">{user.firstName} {user.lastName}</td>
                    <td className="p-3">{user.email}</td>
                    <td className="p-3">{format.dateTime(new Date(user.createdAt), { dateStyle: "medium" })}</td>
                    <td className="p-3">
                      <RoleSelect userId={user.id} name={`${user.firstName} ${user.lastName}`} role={user.role} />
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
          href={pageHref}
          labels={{ previous: t("previous"), next: t("next"), page: t("page", { page, pages }) }}
        />
      </div>
    </ClientMessages>
  );
}
