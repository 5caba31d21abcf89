"use client";

import { Link, usePathname } from "@/lib/i18n/navigation";

export const ADMIN_PAGES = [
  { href: "/admin/users", key: "users" },
  { href: "/admin/payments", key: "payments" },
  { href: "/admin/audit", key: "audit" },
] as const;

type Labels = Record<(typeof ADMIN_PAGES)[number]["key"] | "label", string>;

/** Links between the admin pages, the current one marked; wraps on a phone. */
export function AdminNav({ labels }: { labels: Labels }) {
  const pathname = usePathname();
  return (
    <nav aria-label={labels.label} className="container mx-auto px-4 pt-6">
      <ul className="flex flex-wrap gap-2 border-b pb-3">
        {ADMIN_PAGES.map((page) => {
          const active = pathname === page.href || pathname.startsWith(`${page.href}/`);
          return (
            <li key={page.href}>
              <Link
                href={page.href}
                aria-current={active ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted ${active ? "bg-muted text-primary" : "text-foreground/80"}`}
              >
                {labels[page.key]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
