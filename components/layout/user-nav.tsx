"use client";

import { useLocale, useTranslations } from "next-intl";
import { LogOut, UserRound } from "lucide-react";
import { signOut, useSession } from "@/components/auth/use-session";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { fullName } from "@/lib/users/full-name";

/**
 * The classes of the header's buttons, computed by the server (components/ui/button.tsx buttonClassName); the
 * sign-in buttons' left out where the server knows the visitor is signed in (components/layout/site-header.tsx).
 */
export type UserNavClasses = { signIn?: string; signUp?: string; signOut: string };

/** Sign In / Sign Up, or the signed-in user's name with Sign Out. */
export function UserNav({ classes, className = "", onNavigate }: { classes: UserNavClasses; className?: string; onNavigate?: () => void }) {
  const t = useTranslations("Header");
  const locale = useLocale() as Locale;
  const { data: session, status } = useSession();

  if (!session) {
    // While the session loads (a public page, the same HTML for everyone): the buttons most visitors of such a page
    // will see, hidden (no text shown, nothing to focus or read), so they take their place and nothing moves
    // when they appear. A box of a fixed width moved the header's other controls by a few pixels.
    const loading = status === "loading";
    return (
      <div className={`flex items-center gap-2 ${loading ? "invisible" : ""} ${className}`.trim()} aria-hidden={loading || undefined}>
        <Link href="/login" onClick={onNavigate} className={classes.signIn} tabIndex={loading ? -1 : undefined}>
          {t("signIn")}
        </Link>
        <Link href="/signup" onClick={onNavigate} className={classes.signUp} tabIndex={loading ? -1 : undefined}>
          {t("signUp")}
        </Link>
      </div>
    );
  }

  return (
    <div className={`flex items-center gap-2 ${className}`.trim()}>
      {/* The name opens the account page (name, e-mail, password, language, your data). */}
      <Link
        href="/account"
        onClick={onNavigate}
        title={t("account")}
        className="flex min-h-11 items-center gap-1.5 text-sm font-medium hover:underline"
      >
        <UserRound className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        {/* A name may be in another script than the page: isolated, so it does not reorder the text around it.
            The <span> is the flex item (the page's direction); a <bdi> as a flex item would take the name's. */}
        <span data-testid="user-name">
          <bdi>{fullName(session.user)}</bdi>
        </span>
        <span className="sr-only">({t("account")})</span>
      </Link>
      <button
        className={classes.signOut}
        onClick={() => {
          onNavigate?.();
          void signOut(locale);
        }}
      >
        <LogOut aria-hidden="true" />
        {t("signOut")}
      </button>
    </div>
  );
}
