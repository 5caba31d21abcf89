"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { ChevronDown } from "lucide-react";
import { useSession } from "@/components/auth/use-session";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { isActivePath } from "./nav-items";
import { staffItemsFor } from "./staff-items";

const MENU_LINK = "flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-muted hover:text-primary";
const LIST_LINK = "rounded-md font-medium transition-colors hover:text-primary block px-3 py-3 text-base hover:bg-muted";

/**
 * The tools of instructors and admins: a small disclosure menu in the desktop header (a native <details>, no
 * menu library on every page), a titled list in the phone menu. Nothing for students and visitors.
 */
export function StaffMenu({ variant, onNavigate }: { variant: "menu" | "list"; onNavigate?: () => void }) {
  const t = useTranslations("Header");
  const pathname = usePathname();
  const { data: session } = useSession();
  const details = useRef<HTMLDetailsElement>(null);
  const items = staffItemsFor(session?.user.role);

  // The open menu closes on a click elsewhere or on Escape, as a menu does.
  useEffect(() => {
    if (variant !== "menu") return;
    const close = (event: Event) => {
      const menu = details.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [variant]);

  if (items.length === 0) return null;

  const links = items.map((item) => {
    const active = isActivePath(pathname, item.href);
    return (
      <li key={item.href}>
        <Link
          href={item.href}
          aria-current={active ? "page" : undefined}
          className={`${variant === "menu" ? MENU_LINK : LIST_LINK} ${active ? "text-primary" : "text-foreground/80"}`}
          onClick={() => {
            if (details.current) details.current.open = false;
            onNavigate?.();
          }}
        >
          {t(item.key)}
        </Link>
      </li>
    );
  });

  if (variant === "list") {
    return (
      <nav aria-label={t("staffMenu")} className="container mx-auto border-t px-4 py-2">
        <h2 className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("staffMenu")}</h2>
        <ul>{links}</ul>
      </nav>
    );
  }
  return (
    <details ref={details} className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/80 hover:text-primary [&::-webkit-details-marker]:hidden">
        {t("staffMenu")}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <nav aria-label={t("staffMenu")} className="absolute end-0 top-full z-50 mt-1 min-w-48 rounded-md border bg-background p-1 shadow-lg">
        <ul>{links}</ul>
      </nav>
    </details>
  );
}
