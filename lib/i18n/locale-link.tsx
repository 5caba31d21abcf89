"use client";

import NextLink from "next/link";
import { useLocale } from "next-intl";
import { useState, type ComponentProps } from "react";
import { prefixPath, type Href } from "./locale-href";
import type { Locale } from "./locales";

export type LocaleLinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  href: Href;
  /** A language given explicitly: its prefix is always written (/en/… too); another than the page's is not prefetched. */
  locale?: Locale;
};

/**
 * next/link with the page's language in its address: `href="/courses"` is /es/courses on a Spanish page.
 *
 * Prefetched when the reader shows the intent to follow it (the pointer on it, a finger down, the keyboard's focus),
 * not when it scrolls into view: Next's default fetched about 16 pages for every page shown, which a reader on a
 * metered phone pays for and which the server renders for every signed-in page view. `prefetch="auto"` (or true)
 * asks for Next's own behaviour, `false` for none.
 */
export function Link({ href, locale, prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LocaleLinkProps) {
  const current = useLocale() as Locale;
  const [intent, setIntent] = useState(false);
  const other = locale !== undefined && locale !== current;
  const target = locale ?? current;
  const forced = locale !== undefined;
  const localized =
    typeof href === "string" ? prefixPath(href, target, forced) : { ...href, pathname: prefixPath(href.pathname, target, forced) };
  // Turned on, Next prefetches a link already in view at once (Next's prefetching guide, "hover to prefetch").
  const chosen = other ? false : prefetch !== undefined ? prefetch : intent ? "auto" : false;
  // Each intent handler notes the intent, then runs the caller's own.
  const noting = <E,>(own?: (event: E) => void) => (event: E) => {
    setIntent(true);
    own?.(event);
  };
  return (
    <NextLink
      href={localized}
      hrefLang={other ? locale : undefined}
      prefetch={chosen}
      onPointerEnter={noting(onPointerEnter)}
      onTouchStart={noting(onTouchStart)}
      onFocus={noting(onFocus)}
      {...props}
    />
  );
}
