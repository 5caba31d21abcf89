import { GraduationCap } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

/** No diploma yet: what earns it and how far the student has come. */
export async function DiplomaPlaceholder({ completed, required }: { completed: number; required: number }) {
  const t = await getTranslations("Certificates");
  const percent = Math.min(100, Math.round((completed / required) * 100));
  return (
    <Card className="border-dashed" data-testid="diploma-placeholder">
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <GraduationCap aria-hidden="true" className="size-12 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="font-medium">{t("diplomaPlaceholder")}</p>
          <p className="text-sm text-muted-foreground" data-testid="diploma-progress">
            {t("diplomaProgress", { completed, required })}
          </p>
          <Progress value={percent} aria-label={t("diplomaProgress", { completed, required })} className="h-2" />
        </div>
      </CardContent>
    </Card>
  );
}
