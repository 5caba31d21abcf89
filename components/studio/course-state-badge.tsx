import { Badge } from "@/components/ui/badge";

const VARIANT = { draft: "outline", published: "success", archived: "secondary" } as const;

/** A course's state, worded by the caller (the studio's messages). */
export function CourseStateBadge({ state, label }: { state: keyof typeof VARIANT; label: string }) {
  return (
    <Badge variant={VARIANT[state]} data-state={state}>
      {label}
    </Badge>
  );
}
