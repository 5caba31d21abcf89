import type { ReactNode } from "react";

/** next-intl's Link as a plain anchor in component tests; `prefetch` is a Next.js prop with no meaning on <a>. */
export function AnchorLink({ href, children, ...props }: { href: string; prefetch?: boolean; children: ReactNode }) {
  const anchorProps: Record<string, unknown> = { ...props };
  delete anchorProps.prefetch;
  return (
    <a href={href} {...anchorProps}>
      {children}
    </a>
  );
}
