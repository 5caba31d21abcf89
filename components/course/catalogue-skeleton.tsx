// Placeholder cards (SPEC: the catalogue shows 6 while it loads). No imports: client code can show them
// without pulling in the cards themselves.

/** The course grid: one column of compact cards on a phone, two on a tablet, three on a desktop. */
export const GRID = "grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3";

function CourseCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-3 rounded-lg border p-5" data-testid="course-card-skeleton" aria-hidden="true">
      <div className="h-5 w-20 animate-pulse rounded-full bg-muted" />
      <div className="h-6 w-3/4 animate-pulse rounded bg-muted" />
      <div className="h-16 w-full animate-pulse rounded bg-muted" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
      <div className="mt-2 h-9 w-full animate-pulse rounded bg-muted" />
    </div>
  );
}

export function CourseGridSkeleton({ count }: { count: number }) {
  return (
    <div className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <CourseCardSkeleton key={index} />
      ))}
    </div>
  );
}
