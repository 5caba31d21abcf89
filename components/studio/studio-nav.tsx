"use client";

import { Link, usePathname } from "@/lib/i18n/navigation";

export const STUDIO_PAGES = [
  { href: "/studio", key: "courses" },
  { href: "/studio/profile", key: "profile" },
  { href: "/translations", key: "translations" },
] as const;

type Labels = Record<(typeof STUDIO_PAGES)[number]["key"] | "label", string>;

/** Links between the studio's screens, the current one marked ("Courses" stays marked inside a course). */
export function StudioNav({ labels }: { labels: Labels }) {
  const pathname = usePathname();
  const isCurrent = (href: string) =>
    href === "/studio" ? pathname === "/studio" || pathname.startsWith("/studio/courses") : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={labels.label} className="container mx-auto px-4 pt-6">
      <ul className="flex flex-wrap gap-2 border-b pb-3">
        {STUDIO_PAGES.map((page) => {
          const active = isCurrent(page.href);
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
