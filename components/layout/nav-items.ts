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

/** Whether the header offers staff tools at all (the list itself, ./staff-items.ts, loads with the staff menu). */
export function isStaffRole(role: string | undefined): boolean {
  return role === "instructor" || role === "admin";
}
