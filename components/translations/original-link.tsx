"use client";

import { rememberLanguage } from "@/lib/i18n/remember-language";

type Props = { href: string; language: string; children: React.ReactNode };

/**
 * A link to the page in its original language. The choice is remembered as the language picker remembers it:
 * a reader who once picked another language would otherwise be sent back to it from the English address.
 */
export function OriginalLink({ href, language, children }: Props) {
  return (
    <a href={href} hrefLang={language} onClick={() => rememberLanguage(language)} className="font-medium underline underline-offset-4" data-testid="original-link">
      {children}
    </a>
  );
}
