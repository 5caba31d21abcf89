import type { DiffSegment } from "@/lib/lesson-content/diff";

type Labels = { removed: string; added: string };

/**
 * Word runs of a change: removed text struck through, added text underlined, each also announced by a hidden
 * word, since a screen reader does not read <del> and <ins> out by default and colour alone says nothing.
 * Line breaks of the text (a lesson's blocks, a list's items) are kept.
 */
export function WordDiff({ segments, labels }: { segments: DiffSegment[]; labels: Labels }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed" data-testid="word-diff">
      {segments.map((segment, index) =>
        segment.kind === "same" ? (
          <span key={index}>{segment.text}</span>
        ) : segment.kind === "removed" ? (
          <del key={index} className="rounded-sm bg-red-100 text-red-900 decoration-red-700 dark:bg-red-950 dark:text-red-100">
            <span className="sr-only">[{labels.removed} </span>
            {segment.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="rounded-sm bg-green-100 text-green-900 underline decoration-green-700 dark:bg-green-950 dark:text-green-100">
            <span className="sr-only">[{labels.added} </span>
            {segment.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}
