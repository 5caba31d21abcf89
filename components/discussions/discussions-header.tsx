import { getTranslations } from "next-intl/server";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Link } from "@/lib/i18n/navigation";

/** The discussion pages' heading (a thread's title on its page): the course they belong to, and the way back to it. */
export async function DiscussionsHeader({ course, title }: { course: { slug: string; title: string }; title?: string }) {
  const t = await getTranslations("Discussions");
  return (
    <header className="space-y-2">
      <Link href={`/course/${course.slug}`} className="text-sm text-primary underline-offset-4 hover:underline">
        <IsolatedInSentence sentence={(course) => t("backToCourse", { course })} value={course.title} />
      </Link>
      <h1 className="font-serif text-3xl font-bold text-primary">{title ? <bdi dir="auto">{title}</bdi> : t("heading")}</h1>
    </header>
  );
}
