import { Skeleton } from "@/components/ui/skeleton";

// Placeholders shaped like each widget's content, so nothing jumps when the data arrives.
export function WelcomeBannerSkeleton() {
  return (
    <div className="rounded-lg bg-primary/10 p-6" data-testid="welcome-skeleton">
      <Skeleton className="h-8 w-64 max-w-full" />
      <div className="mt-4 flex flex-wrap gap-8">
        <Skeleton className="h-12 w-32" />
        <Skeleton className="h-12 w-32" />
      </div>
    </div>
  );
}

export function CourseListSkeleton() {
  return (
    <ul className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="rounded-lg border p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="mt-3 h-2 w-full" />
          <div className="mt-3 flex justify-between gap-4">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-9 w-36" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ShortListSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="mt-2 h-3 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

export function QuickActionsSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
