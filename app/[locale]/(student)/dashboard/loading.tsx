import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CourseListSkeleton, NextUpSkeleton, QuickActionsSkeleton, ShortListSkeleton, WelcomeBannerSkeleton } from "@/components/dashboard/skeletons";

// Shown while the page checks the session, before any widget streams in: the page's shape, one placeholder per widget.
export default function DashboardLoading() {
  return (
    <div className="container mx-auto space-y-6 px-4 py-8 sm:py-10" aria-busy="true">
      <Skeleton className="h-9 w-72 max-w-full" />
      <WelcomeBannerSkeleton />
      <NextUpSkeleton />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader><Skeleton className="h-6 w-40" /></CardHeader>
          <CardContent><CourseListSkeleton /></CardContent>
        </Card>
        <div className="space-y-6">
          {[ShortListSkeleton, ShortListSkeleton, QuickActionsSkeleton].map((Body, i) => (
            <Card key={i}>
              <CardHeader><Skeleton className="h-6 w-40" /></CardHeader>
              <CardContent><Body /></CardContent>
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
