import { Badge } from "@/components/ui/badge";

/** A lesson's state in the course editor: published or draft, and whether saved text waits to be published. */
export function LessonStateBadges({ state, hasDraft, labels }: { state: "draft" | "published"; hasDraft: boolean; labels: { draft: string; published: string; changes: string } }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={state === "published" ? "success" : "outline"} data-state={state}>
        {labels[state]}
      </Badge>
      {state === "published" && hasDraft ? <Badge variant="secondary">{labels.changes}</Badge> : null}
    </span>
  );
}
