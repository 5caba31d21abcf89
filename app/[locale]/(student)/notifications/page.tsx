import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Pager } from "@/components/admin/pager";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NotificationList } from "@/components/notifications/notification-list";
import { requirePageUser } from "@/lib/auth/page-guard";
import { pageNumberParam } from "@/lib/http/page-number";
import type { Locale } from "@/lib/i18n/locales";
import { notificationPage } from "@/lib/notifications/queries";

export async function generateMetadata({ params }: PageProps<"/[locale]/notifications">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Notifications" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The signed-in user's notifications, newest first, a page at a time. */
export default async function NotificationsPage({ params, searchParams }: PageProps<"/[locale]/notifications">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, "/notifications");
  const [t, format, list] = await Promise.all([
    getTranslations("Notifications"),
    getFormatter(),
    notificationPage(user.id, pageNumberParam((await searchParams).page), locale as Locale),
  ]);
  const items = list.items.map(({ createdAt, ...item }) => ({ ...item, when: format.dateTime(new Date(createdAt), { dateStyle: "medium", timeStyle: "short" }) }));

  return (
    <div className="container mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("unreadCount", { count: list.unread })}</p>
      <ClientMessages namespaces={["Notifications"]}>
        <NotificationList key={`${list.page}-${list.unread}`} items={items} unread={list.unread} />
      </ClientMessages>
      <Pager page={list.page} pages={list.pages} href={(page) => ({ pathname: "/notifications", query: { page: String(page) } })} />
    </div>
  );
}
