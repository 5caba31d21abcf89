import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** 'Outdated': the English changed after this translation was saved. */
export function OutdatedBadge() {
  const t = useTranslations("TranslationStatus");
  return (
    <Badge variant="outline" className="border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="translation-outdated">
      {t("outdated")}
    </Badge>
  );
}
