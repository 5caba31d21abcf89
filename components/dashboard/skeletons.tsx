import { Skeleton } from "@/components/ui/skeleton";

// Placeholders shaped like each widget's content, so nothing jumps when the data arrives. They stay modest:
// one course, one line, because the page cannot know how many there are before reading them, and three
// course placeholders for a student with one course (or none) promise what is not there.
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

export function NextUpSkeleton() {
  return (
    <div className="rounded-lg border-2 border-primary/30 p-5 sm:p-6" aria-hidden="true" data-testid="next-up-skeleton">
      <Skeleton className="h-4 w-20" />
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <Skeleton className="h-6 w-56 max-w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-11 w-full sm:w-44" />
      </div>
    </div>
  );
}

export function CourseListSkeleton() {
  return (
    <div className="rounded-lg border p-4" aria-hidden="true" data-testid="course-skeleton">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="mt-3 h-2 w-full" />
      <div className="mt-3 flex justify-between gap-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-11 w-36" />
      </div>
    </div>
  );
}

export function ShortListSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="mt-2 h-3 w-1/2" />
    </div>
  );
}

export function QuickActionsSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}
