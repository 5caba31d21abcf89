import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** What a visitor or a student of another course sees: how many discussions there are, and how to join them. */
export async function DiscussionsLocked({ count, courseSlug, signedIn, loginHref }: { count: number; courseSlug: string; signedIn: boolean; loginHref: string }) {
  const t = await getTranslations("Discussions");
  return (
    <section data-testid="discussions-locked" className="space-y-4 rounded-lg border bg-card p-6 text-center">
      <p className="text-lg font-semibold">{t("lockedCount", { count })}</p>
      <p className="text-muted-foreground">{t("lockedEnrol")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild className="min-h-11">
          <Link href={`/course/${courseSlug}`}>{t("enrolLink")}</Link>
        </Button>
        {signedIn ? null : (
          <Button asChild variant="outline" className="min-h-11">
            <a href={loginHref}>{t("signIn")}</a>
          </Button>
        )}
      </div>
    </section>
  );
}
