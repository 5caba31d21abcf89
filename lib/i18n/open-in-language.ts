import { localizedPathname } from "./locale-href";

/**
 * Loads `pathname` (without its language prefix, with this page's query and fragment) in `locale`, in place of
 * this page. A full page load, not the client router: another language changes every text, the page's `lang`
 * and direction, and the router let a choice made while the page was still hydrating get lost (it fetched the
 * new page and never showed it).
 */
export function openInLanguage(pathname: string, locale: string) {
  const { search, hash } = window.location;
  window.location.replace(`${localizedPathname({ href: pathname, locale, forcePrefix: true })}${search}${hash}`);
}
