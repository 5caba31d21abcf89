import { getTranslations } from "next-intl/server";
import { sanitizeLessonHtml } from "@/lib/content/sanitize";

// The lesson's rich text, sanitised once more right before it is shown.
export async function LessonContent({ html }: { html: string }) {
  const t = await getTranslations("Lesson");
  return (
    <section aria-labelledby="lesson-content-heading" className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="lesson-content-heading" className="mb-3 text-xl font-semibold">
        {t("content")}
      </h2>
      <div
        dir="auto"
        className="space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
        dangerouslySetInnerHTML={{ __html: sanitizeLessonHtml(html) }}
      />
    </section>
  );
}
