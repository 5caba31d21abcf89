import { SectionNav } from "@/components/layout/section-nav";

type Labels = Record<"label" | "courses" | "profile" | "translations" | "discussions", string>;

/** Links between the studio's screens ("Courses" stays marked inside a course, not on the profile page). */
export function StudioNav({ labels }: { labels: Labels }) {
  return (
    <SectionNav
      label={labels.label}
      pages={[
        { href: "/studio", label: labels.courses },
        { href: "/studio/profile", label: labels.profile },
        { href: "/studio/discussions", label: labels.discussions },
        { href: "/translations", label: labels.translations },
      ]}
      currentAlso={{ "/studio": "/studio/courses" }}
    />
  );
}
