"use client";

import NextLink from "next/link";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { prefixPath, type Href } from "./locale-href";
import type { Locale } from "./locales";

export type LocaleLinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  href: Href;
  /** A language given explicitly: its prefix is always written (/en/… too); another than the page's is not prefetched. */
  locale?: Locale;
};

/** next/link with the page's language in its address: `href="/courses"` is /es/courses on a Spanish page. */
export function Link({ href, locale, prefetch, ...props }: LocaleLinkProps) {
  const current = useLocale() as Locale;
  const other = locale !== undefined && locale !== current;
  const target = locale ?? current;
  const forced = locale !== undefined;
  const localized =
    typeof href === "string" ? prefixPath(href, target, forced) : { ...href, pathname: prefixPath(href.pathname, target, forced) };
  return <NextLink href={localized} hrefLang={other ? locale : undefined} prefetch={other ? false : prefetch} {...props} />;
}
