import { SectionNav } from "@/components/layout/section-nav";

type Labels = Record<"label" | "users" | "payments" | "audit", string>;

/** Links between the admin pages. */
export function AdminNav({ labels }: { labels: Labels }) {
  return (
    <SectionNav
      label={labels.label}
      pages={[
        { href: "/admin/users", label: labels.users },
        { href: "/admin/payments", label: labels.payments },
        { href: "/admin/audit", label: labels.audit },
      ]}
    />
  );
}
