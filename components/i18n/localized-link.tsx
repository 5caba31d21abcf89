import "server-only";
import NextLink from "next/link";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { getPathname } from "@/lib/i18n/navigation";

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & { href: string };

/**
 * next-intl's Link (lib/i18n/navigation.ts) for a server component, to a page in the page's own language: the same
 * address (`/courses`, `/es/courses`) and the same client link (next/link, which next-intl's own link renders for a
 * link that keeps the language). next-intl's server Link asks for the locale through a new promise on every link, so
 * each one suspends: React sends it as a row of its own in the flight data and as a streamed segment of its own in
 * the HTML (16 on the demo student's dashboard, each with its script). useLocale reads the request's locale from a
 * promise React has already seen settle, so this one renders at once.
 */
export function LocalizedLink({ href, ...rest }: Props) {
  const locale = useLocale();
  return <NextLink href={getPathname({ href, locale })} {...rest} />;
}
