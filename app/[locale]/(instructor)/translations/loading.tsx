import { Loader2 } from "lucide-react";
import { getTranslations } from "next-intl/server";

// SPEC: 'Loading multilingual content...' while the page's data loads.
export default async function TranslationsLoading() {
  const t = await getTranslations("Translations");
  return (
    <div className="container mx-auto flex items-center justify-center gap-3 px-4 py-24" role="status" aria-live="polite">
      <Loader2 aria-hidden className="size-6 animate-spin text-primary" />
      <p className="text-lg text-muted-foreground">{t("loading")}</p>
    </div>
  );
}
