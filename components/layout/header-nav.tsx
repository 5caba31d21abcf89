"use client";

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Menu, X } from "lucide-react";
import { useSession } from "@/components/auth/use-session";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { LanguagePicker, type Language } from "./language-picker";
import { NAV_ITEMS, isActivePath, isStaffRole } from "./nav-items";
import { UserNav, type UserNavClasses } from "./user-nav";

// Staff tools load only for instructors and admins: visitors and students, the public pages' readers, do not
// download them (e2e/budget.spec.ts). React.lazy, not next/dynamic, whose runtime would cost every page 1 KB.
const StaffMenu = lazy(() => import("./staff-menu").then((module) => ({ default: module.StaffMenu })));
// The bell likewise, for signed-in users only: visitors' pages neither load it nor ask for a count.
const NotificationBell = lazy(() => import("@/components/notifications/notification-bell").then((module) => ({ default: module.NotificationBell })));

// The bell's own box (44 × 44 px) while its code loads, so nothing beside it moves when it arrives (CLS 0).
const BELL_SPACE = <span className="inline-block size-11" aria-hidden="true" />;

export type HeaderNavClasses = UserNavClasses & { menuToggle: string };

// Class lists written out whole (cn and its merge rules stay out of the browser); the buttons' come from the server
// (components/layout/site-header.tsx).
const DESKTOP_LINK = "rounded-md text-sm font-medium transition-colors hover:text-primary px-3 py-2";
const MOBILE_LINK = "rounded-md font-medium transition-colors hover:text-primary block px-3 py-3 text-base hover:bg-muted";

/**
 * Desktop navigation and the collapsible mobile menu, with the same links in both. `bell` and `staffMenu`: the
 * notification bell and the desktop staff tools as the server drew them for a signed-in visitor (app/signed-in/);
 * without them, their code loads once the browser knows who the visitor is.
 */
export function HeaderNav({ classes, languages, bell, staffMenu }: { classes: HeaderNavClasses; languages?: Language[]; bell?: ReactNode; staffMenu?: ReactNode }) {
  const t = useTranslations("Header");
  const pathname = usePathname();
  const { data: session, status } = useSession();
  const staff = isStaffRole(session?.user.role);
  const signedIn = status === "authenticated";
  // The menu remembers the path it was opened on, so it closes by itself when the route changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const items = NAV_ITEMS.filter((item) => !item.private || status === "authenticated");

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const links = (mobile: boolean) =>
    items.map((item) => {
      const active = isActivePath(pathname, item.href);
      return (
        <Link
          key={item.href}
          href={item.href}
          aria-current={active ? "page" : undefined}
          onClick={() => setOpen(false)}
          className={`${mobile ? MOBILE_LINK : DESKTOP_LINK} ${active ? "text-primary" : "text-foreground/80"}`}
        >
          {t(item.key)}
        </Link>
      );
    });

  const staffTools = staffMenu ?? (staff && (
    <Suspense>
      <StaffMenu variant="menu" />
    </Suspense>
  ));

  return (
    <>
      <nav aria-label={t("mainNavigation")} className="hidden flex-1 items-center gap-1 md:flex">
        {links(false)}
      </nav>
      {/* One bell for every width: in the bar before the language box, on a phone beside the menu button. It was
          drawn twice, once for each (one hidden), and the server rendered both. */}
      <div className="ms-auto flex items-center gap-1 md:gap-3">
        {staffTools && <div className="hidden md:contents">{staffTools}</div>}
        {bell ?? (signedIn && (
          <Suspense fallback={BELL_SPACE}>
            <NotificationBell onNavigate={() => setOpen(false)} />
          </Suspense>
        ))}
        <div className="hidden items-center gap-3 md:flex">
          <LanguagePicker languages={languages} />
          <UserNav classes={classes} />
        </div>
        <button
          className={classes.menuToggle}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t("closeMenu") : t("openMenu")}
          onClick={() => setOpen(!open)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {/* The phone menu's contents exist only while it is open: it opens by script alone, so a server render of
          them (the navigation, every language and the user menu a second time) was work and bytes for every page
          that nobody could see. The box stays, for the toggle's aria-controls. */}
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-lg md:hidden"
      >
        {open && (
          <>
            <nav aria-label={t("mainNavigation")} className="container mx-auto flex flex-col px-4 py-2">
              {links(true)}
            </nav>
            {staff && (
              <Suspense>
                <StaffMenu variant="list" onNavigate={() => setOpen(false)} />
              </Suspense>
            )}
            <div className="container mx-auto flex flex-col gap-3 border-t px-4 py-4">
              <LanguagePicker className="w-full" languages={languages} />
              <UserNav classes={classes} className="flex-wrap" onNavigate={() => setOpen(false)} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
