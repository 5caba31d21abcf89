// The staff menu's entries (./staff-menu.tsx), apart from the header's own items (./nav-items.ts): visitors and
// students, who never see the menu, do not download them with every page.

type StaffRole = "instructor" | "admin";

/**
 * Staff tools in the header's menu, for the roles listed (the session's role; the pages check it again on the
 * server). Instructors upload videos from the lesson page itself, so they have no separate upload screen.
 */
export const STAFF_ITEMS = [
  { href: "/studio", key: "staffStudio", roles: ["instructor", "admin"] },
  { href: "/translations", key: "staffTranslations", roles: ["instructor", "admin"] },
  { href: "/admin/users", key: "adminUsers", roles: ["admin"] },
  { href: "/admin/payments", key: "adminPayments", roles: ["admin"] },
  { href: "/admin/audit", key: "adminAudit", roles: ["admin"] },
] as const satisfies readonly { href: string; key: string; roles: readonly StaffRole[] }[];

export function staffItemsFor(role: string | undefined) {
  return STAFF_ITEMS.filter((item) => (item.roles as readonly string[]).includes(role ?? ""));
}
