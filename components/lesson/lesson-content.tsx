import { useLocale, useTranslations } from "next-intl";
import { use } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ReadFirst } from "@/components/scripture/read-first";
import { ScriptureHost } from "@/components/scripture/scripture-host";
import type { TextLanguage } from "@/components/lesson/lesson-language";
import { renderLessonContent } from "@/lib/lessons/rendered-content";
import type { BookId } from "@/lib/scripture/books";

// The lesson's rich text, sanitised once more right before it is shown, its Bible references made buttons that
// open the passage in place (the chapters they cite listed first).
// `language` marks a text shown in another language than the page's (an untranslated lesson, in English).
// `book`: the course's book, against which bare citations such as "(1:31)" are read (null for ministry courses).
// Not async: the rendered text is kept per process (lib/lessons/rendered-content.ts), and `use` of a promise React
// has already seen settle renders at once, so the component adds no suspended row to the page's flight data.
export function LessonContent({ html, language, book = null }: { html: string; language?: TextLanguage; book?: BookId | null }) {
  const t = useTranslations("Lesson");
  const locale = useLocale();
  // The text is in the page's language or, until translated, English: both parsers read it.
  const { html: annotated, chapters } = use(renderLessonContent(html, [locale, "en"], book));
  return (
    <ClientMessages namespaces={["Scripture"]}>
      <ScriptureHost className="space-y-6">
        <ReadFirst chapters={chapters} />
        <section aria-labelledby="lesson-content-heading" className="rounded-lg border bg-card p-4 sm:p-6">
          <h2 id="lesson-content-heading" className="mb-3 text-xl font-semibold">
            {t("content")}
          </h2>
          <div
            lang={language?.lang}
            dir={language?.dir ?? "auto"}
            className="space-y-3 leading-relaxed [&_.scripture-ref]:text-primary [&_.scripture-ref]:underline [&_.scripture-ref]:decoration-dotted [&_.scripture-ref]:underline-offset-4 [&_.scripture-ref:focus-visible]:rounded-sm [&_.scripture-ref:focus-visible]:outline-2 [&_.scripture-ref:focus-visible]:outline-ring [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
            // annotateScriptureReferences copies the sanitised HTML and adds only its fixed reference buttons.
            dangerouslySetInnerHTML={{ __html: annotated }}
          />
        </section>
      </ScriptureHost>
    </ClientMessages>
  );
}
