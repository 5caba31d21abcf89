"use client";

import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo } from "react";
import { localizedPathname, unprefixedPathname, type Href } from "./locale-href";
import type { Locale } from "./locales";

type NextRouter = ReturnType<typeof useNextRouter>;
type WithLocale<T> = T & { locale?: Locale };

/** The page's path without its language prefix: /courses on /es/courses. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale() as Locale;
  return useMemo(() => unprefixedPathname(pathname, locale), [pathname, locale]);
}

/**
 * Next's router whose push, replace and prefetch take a path without its language: the page's language is added,
 * or the one given as `{ locale }` (then always written, /en/… too: the visitor chose it).
 */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale() as Locale;
  return useMemo(() => {
    function localized<Options extends object>(navigate: (href: string, options?: Options) => void) {
      return (href: Href, options?: WithLocale<Options>) => {
        const { locale, ...rest } = options ?? ({} as WithLocale<Options>);
        const path = localizedPathname({ href, locale: locale ?? current, forcePrefix: locale !== undefined });
        if (Object.keys(rest).length > 0) navigate(path, rest as Options);
        else navigate(path);
      };
    }
    return {
      ...router,
      push: localized<NonNullable<Parameters<NextRouter["push"]>[1]>>(router.push),
      replace: localized<NonNullable<Parameters<NextRouter["replace"]>[1]>>(router.replace),
      prefetch: localized<NonNullable<Parameters<NextRouter["prefetch"]>[1]>>(router.prefetch),
    };
  }, [router, current]);
}
