import { getToken } from "next-auth/jwt";
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isGuarded, loginUrl, splitLocale } from "@/lib/auth/guarded-paths";
import { routing } from "@/lib/i18n/routing";

// Next.js 16 calls middleware `proxy`. It sends signed-out visitors of private pages to the localized
// sign-in page (each page checks again on the server), then negotiates the locale (prefix, cookie,
// Accept-Language) and rewrites English paths to the [locale] segment.
const intl = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (isGuarded(path) && !(await getToken({ req: request }))) {
    return NextResponse.redirect(new URL(loginUrl(locale, `${pathname}${search}`), request.url));
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next.js internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
