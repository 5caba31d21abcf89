import { Suspense, type ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type Props = { id: string; title: string; fallback: ReactNode; children: ReactNode; className?: string };

/** A dashboard widget: its heading shows at once, its content streams in behind its own skeleton. */
export function DashboardSection({ id, title, fallback, children, className }: Props) {
  return (
    <Card className={cn("h-fit", className)}>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="text-xl font-semibold leading-tight">
            {title}
          </h2>
        </CardHeader>
        <CardContent>
          <Suspense fallback={fallback}>{children}</Suspense>
        </CardContent>
      </section>
    </Card>
  );
}
