import { CourseGridSkeleton } from "@/components/course/course-grid";

// SPEC: the catalogue shows 6 placeholder cards while it loads.
export default function CoursesLoading() {
  return (
    <div className="container mx-auto px-4 py-12" aria-busy="true">
      <div className="mx-auto mb-8 h-10 w-64 animate-pulse rounded bg-muted" />
      <div className="mx-auto mb-8 h-10 max-w-xl animate-pulse rounded bg-muted" />
      <CourseGridSkeleton count={6} />
    </div>
  );
}
