import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { nativeLanguageName } from "@/components/lesson/lesson-language";
import { ProfileForm } from "@/components/studio/profile/profile-form";
import { Badge } from "@/components/ui/badge";
import { requirePageRole } from "@/lib/auth/page-guard";
import { defaultLocale, directionOf, locales, type Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { readOwnProfile } from "@/lib/studio/profile-queries";

export async function generateMetadata({ params }: PageProps<"/[locale]/studio/profile">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "StudioProfile" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** English first (required), then the other languages a profile may be written in, each named in itself. */
const LANGUAGES = [defaultLocale, ...locales.filter((code) => code !== defaultLocale)].map((code) => ({
  code,
  name: nativeLanguageName(code),
  dir: directionOf(code),
}));

/** Staff edit their own profile: what course pages show beside the courses they teach. */
export default async function StudioProfilePage({ params }: PageProps<"/[locale]/studio/profile">) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed out: to the sign-in page. Signed in as a student: 404, the studio is not theirs to learn about.
  const user = await requirePageRole(locale as Locale, "/studio/profile", ["instructor", "admin"]);
  if (!user) notFound();
  const [t, profile] = await Promise.all([getTranslations("StudioProfile"), readOwnProfile(user.id, locale)]);

  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </header>
      {profile.sample ? (
        <div role="note" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-testid="profile-sample">
          <Badge variant="outline">{t("sampleTitle")}</Badge>
          <p>{t("sampleText")}</p>
        </div>
      ) : null}
      <section className="text-sm">
        {profile.courses.length ? (
          <>
            <p className="text-muted-foreground">{t("shownOn")}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {profile.courses.map((course) => (
                <li key={course.slug}>
                  <Link href={`/course/${course.slug}#instructors`} className="text-primary underline-offset-4 hover:underline" lang={course.lang}>
                    {course.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-muted-foreground">{t("shownOnNone")}</p>
        )}
      </section>
      <ClientMessages namespaces={["StudioProfile"]}>
        <ProfileForm
          initial={{ displayName: profile.displayName, credentials: profile.credentials, bio: profile.bio, photoUrl: profile.photoUrl }}
          accountName={profile.accountName}
          languages={LANGUAGES}
        />
      </ClientMessages>
    </div>
  );
}
