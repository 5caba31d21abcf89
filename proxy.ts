import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";

// Next.js 16 calls middleware `proxy`. It negotiates the locale (prefix, cookie, Accept-Language)
// and rewrites English paths to the [locale] segment.
export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next.js internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
