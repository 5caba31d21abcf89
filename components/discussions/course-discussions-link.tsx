import { getTranslations } from "next-intl/server";
import { MessageSquare } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";

/** The course page's way into its discussions (the page itself says who may read them). */
export async function CourseDiscussionsLink({ slug }: { slug: string }) {
  const t = await getTranslations("Discussions");
  return (
    <Link href={`/course/${slug}/discussions`} className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline" data-testid="course-discussions-link">
      <MessageSquare className="size-4" aria-hidden="true" />
      {t("courseLink")}
    </Link>
  );
}
