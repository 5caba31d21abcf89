import { Link } from "@/lib/i18n/navigation";

export const EDITOR_TABS = ["details", "lessons", "assessments"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The tab an address asks for (?tab=…), Details otherwise. */
export const editorTab = (value: unknown): EditorTab => (EDITOR_TABS.includes(value as EditorTab) ? (value as EditorTab) : "details");

/**
 * The course editor's sections as links (?tab=…): each is its own address, rendered on the server, so a tab can be
 * bookmarked, opened in a new window, and followed without script; the current one is marked for screen readers.
 */
export function EditorTabs({ courseId, current, labels, label }: { courseId: string; current: EditorTab; labels: Record<EditorTab, string>; label: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b">
        {EDITOR_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={tab === "details" ? `/studio/courses/${courseId}` : `/studio/courses/${courseId}?tab=${tab}`}
                aria-current={active ? "page" : undefined}
                className={`-mb-px block border-b-2 px-4 py-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${active ? "border-primary text-primary" : "border-transparent text-foreground/80 hover:text-foreground"}`}
              >
                {labels[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
