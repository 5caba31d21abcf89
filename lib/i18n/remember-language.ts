import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from "./locales";

/** Remembers a reader's language in the locale cookie (read by the proxy) and in localStorage `selectedLanguage`. */
export function rememberLanguage(code: string) {
  document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch {
    // Private browsing can refuse storage; the cookie still carries the choice.
  }
}
