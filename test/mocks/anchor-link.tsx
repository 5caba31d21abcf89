import type { ReactNode } from "react";

type Href = string | { pathname: string; query?: Record<string, string> };

/** The address next-intl's Link would write for `href` (without a locale prefix). */
export const hrefOf = (href: Href) =>
  typeof href === "string"
    ? href
    : `${href.pathname}${href.query && Object.keys(href.query).length ? `?${new URLSearchParams(href.query)}` : ""}`;

/**
 * next-intl's Link as a plain anchor in component tests; `prefetch` and `scroll` are Next.js props with no meaning
 * on <a>.
 */
export function AnchorLink({ href, children, ...props }: { href: Href; prefetch?: boolean; scroll?: boolean; children: ReactNode }) {
  const anchorProps: Record<string, unknown> = { ...props };
  delete anchorProps.prefetch;
  delete anchorProps.scroll;
  return (
    <a href={hrefOf(href)} {...anchorProps}>
      {children}
    </a>
  );
}
