import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type Props = { id: string; title: string; children: ReactNode; className?: string };

/**
 * A dashboard widget: a card with its heading. The page renders every widget from reads it has already awaited
 * (lib/dashboard/page-data.ts readDashboard); while they run, the route's loading.tsx shows the page's skeleton.
 */
export function DashboardSection({ id, title, children, className }: Props) {
  return (
    <Card className={cn("h-fit", className)}>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="text-xl font-semibold leading-tight">
            {title}
          </h2>
        </CardHeader>
        <CardContent>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
