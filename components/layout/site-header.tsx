import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { BookOpen } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { HeaderNav, type HeaderNavClasses } from "./header-nav";
import type { Language } from "./language-picker";

// The header's buttons are drawn by client components; their classes are computed here, on the server.
// Each is at least 44 px tall (min-h-11), a thumb's target on a phone.
const classes: HeaderNavClasses = {
  menuToggle: buttonClassName({ variant: "ghost", size: "icon", className: "ms-auto min-h-11 min-w-11 md:hidden" }),
  signIn: buttonClassName({ variant: "ghost", size: "sm", className: "min-h-11" }),
  signUp: buttonClassName({ size: "sm", className: "min-h-11" }),
  signOut: buttonClassName({ variant: "outline", size: "sm", className: "min-h-11" }),
};
// A visitor the server knows to be signed in (app/signed-in/) is shown Sign Out until the page reloads (signing out
// reloads it): the sign-in buttons' classes would be bytes in every page's data that nothing reads.
const signedInClasses: HeaderNavClasses = { menuToggle: classes.menuToggle, signOut: classes.signOut };

/**
 * `languages`: the language picker's choices, drawn with the page (none: the picker loads them itself); `bell` and
 * `staffMenu`: the signed-in visitor's notification bell and staff tools, when the server knows them (see HeaderNav);
 * `signedIn`: the server knows the visitor is signed in.
 */
export function SiteHeader({ languages, bell, staffMenu, signedIn = false }: { languages?: Language[]; bell?: ReactNode; staffMenu?: ReactNode; signedIn?: boolean }) {
  const t = useTranslations();
  return (
    <header id="site-header" className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        {t("Header.skipToContent")}
      </a>
      <div className="container relative mx-auto flex h-16 items-center gap-4 px-4">
        {/* Named by its content, so the name starts with the visible acronym (WCAG 2.5.3 Label in Name). */}
        <Link href="/" className="flex items-center gap-2 font-serif text-xl font-bold text-primary">
          <BookOpen className="h-6 w-6 text-gold" aria-hidden="true" />
          <span>{t("Brand.acronym")}</span>
          <span className="sr-only"> {t("Brand.homeLink")}</span>
        </Link>
        <HeaderNav classes={signedIn ? signedInClasses : classes} languages={languages} bell={bell} staffMenu={staffMenu} />
      </div>
    </header>
  );
}
