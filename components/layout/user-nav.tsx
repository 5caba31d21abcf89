"use client";

import { signOut, useSession } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import { LogOut, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link, getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

/** Sign In / Sign Up, or the signed-in user's name with Sign Out. */
export function UserNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useTranslations("Header");
  const locale = useLocale() as Locale;
  const { data: session, status } = useSession();

  if (status === "loading") {
    return <div className={cn("h-9 w-40", className)} aria-hidden="true" />;
  }

  if (!session) {
    return (
      <div className={cn("flex items-center gap-2", className)}>
        <Button asChild variant="ghost" size="sm">
          <Link href="/login" onClick={onNavigate}>
            {t("signIn")}
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link href="/signup" onClick={onNavigate}>
            {t("signUp")}
          </Link>
        </Button>
      </div>
    );
  }

  const { firstName, lastName } = session.user;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <span className="flex items-center gap-1.5 text-sm font-medium" data-testid="user-name">
        <UserRound className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        {firstName} {lastName}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          onNavigate?.();
          void signOut({ callbackUrl: getPathname({ href: "/", locale }) });
        }}
      >
        <LogOut aria-hidden="true" />
        {t("signOut")}
      </Button>
    </div>
  );
}
