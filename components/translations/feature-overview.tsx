import { CheckCircle2 } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

const FEATURES = ["featureSelection", "featureLocalization", "featureManagement", "featureNavigation", "featurePersistence"] as const;

/** SPEC: the five multilingual features and the number of languages supported. */
export async function FeatureOverview({ languageCount }: { languageCount: number }) {
  const t = await getTranslations("Translations");
  return (
    <Card data-testid="feature-overview">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight tracking-tight">{t("featuresTitle")}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {FEATURES.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
              {t(key)}
            </li>
          ))}
        </ul>
        <p className="mt-4 font-semibold text-primary">{t("languagesSupported", { count: languageCount })}</p>
      </CardContent>
    </Card>
  );
}
