import { LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";

export default function LessonLoading() {
  const t = useTranslations("Lesson");
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
