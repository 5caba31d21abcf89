"use server";

import { expireCoursesNow } from "@/lib/courses/revalidate";
import { runAction, type ActionResult } from "@/lib/http/action";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { requireStudioUser } from "./access";
import { saveOwnProfile, type SavedProfile } from "./profile-save";

/**
 * Staff save their own profile; `locale` is the page's language, for the validation messages. Anyone else is
 * told the studio is not there (401 signed out, 404 otherwise).
 */
export async function saveProfileAction(input: unknown, locale: unknown): Promise<ActionResult<SavedProfile>> {
  return runAction(async () => {
    const user = await requireStudioUser();
    const t = await translatorFor(isLocale(locale) ? locale : defaultLocale, "StudioProfile");
    const saved = await saveOwnProfile(user, input, t);
    // The author looks at a course page next: its cached copy expires now rather than showing the old one first.
    if (saved.coursePages) expireCoursesNow();
    return saved;
  });
}
