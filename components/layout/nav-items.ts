// The header's navigation (SPEC section 2). `private` items show only to signed-in users.
export const NAV_ITEMS = [
  { href: "/", key: "home", private: false },
  { href: "/courses", key: "courses", private: false },
  { href: "/dashboard", key: "dashboard", private: true },
  { href: "/certificates", key: "certificates", private: true },
  { href: "/translations", key: "languages", private: false },
] as const;

export function isActivePath(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

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

/** Whether the header offers staff tools at all (the list itself loads with the staff menu). */
export function isStaffRole(role: string | undefined): boolean {
  return role === "instructor" || role === "admin";
}

export function staffItemsFor(role: string | undefined) {
  return STAFF_ITEMS.filter((item) => (item.roles as readonly string[]).includes(role ?? ""));
}
