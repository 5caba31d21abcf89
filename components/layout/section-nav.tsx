"use client";

import { Link, usePathname } from "@/lib/i18n/navigation";

type Page = { href: string; label: string };

/**
 * Links between the screens of one section (the admin pages, the studio), the current one marked; wraps on a
 * phone. A page is current at its address and below it, or where `currentAlso` says (a prefix of its own).
 */
export function SectionNav({ label, pages, currentAlso = {} }: { label: string; pages: Page[]; currentAlso?: Record<string, string> }) {
  const pathname = usePathname();
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return (
    <nav aria-label={label} className="container mx-auto px-4 pt-6">
      <ul className="flex flex-wrap gap-2 border-b pb-3">
        {pages.map((page) => {
          const also = currentAlso[page.href];
          const active = pathname === page.href || (also ? under(also) : under(page.href));
          return (
            <li key={page.href}>
              <Link
                href={page.href}
                aria-current={active ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted ${active ? "bg-muted text-primary" : "text-foreground/80"}`}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
