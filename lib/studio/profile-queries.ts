import "server-only";
import { PUBLISHED } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { fullName } from "@/lib/users/full-name";
import { titleTranslation } from "@/lib/dashboard/course-title";

// What the studio's profile form starts from: the signed-in person's own profile (or an empty one, their
// account's name as the name shown), and the published courses whose pages show it.

export type OwnProfile = {
  accountName: string;
  displayName: string;
  /** Texts per language code, as stored ("en" first when there is one). */
  credentials: Record<string, string>;
  bio: Record<string, string>;
  photoUrl: string | null;
  sample: boolean;
  /** Title in the page's language where translated; `lang` says when it is the original's instead. */
  courses: { slug: string; title: string; lang?: string }[];
};

/** Stored JSON of texts per language: its string entries. */
function texts(json: unknown): Record<string, string> {
  if (!json || typeof json !== "object" || Array.isArray(json)) return {};
  return Object.fromEntries(Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export async function readOwnProfile(userId: string, locale: string): Promise<OwnProfile> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      firstName: true,
      lastName: true,
      nameOrder: true,
      instructorProfile: { select: { displayName: true, credentials: true, bio: true, photoUrl: true, isSample: true } },
      teaching: {
        where: { course: PUBLISHED },
        orderBy: [{ course: { sortOrder: "asc" } }, { course: { title: "asc" } }],
        select: { course: { select: { slug: true, title: true, defaultLanguage: true, translations: titleTranslation(locale) } } },
      },
    },
  });
  const accountName = fullName(user);
  const profile = user.instructorProfile;
  return {
    accountName,
    displayName: profile?.displayName?.trim() || accountName,
    credentials: texts(profile?.credentials),
    bio: texts(profile?.bio),
    photoUrl: profile?.photoUrl ?? null,
    sample: profile?.isSample ?? false,
    courses: user.teaching.map(({ course }) => {
      const translated = locale === course.defaultLanguage ? null : course.translations[0]?.title;
      return translated ? { slug: course.slug, title: translated } : { slug: course.slug, title: course.title, ...(locale === course.defaultLanguage ? {} : { lang: course.defaultLanguage }) };
    }),
  };
}
