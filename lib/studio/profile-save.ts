import "server-only";
import { z } from "zod";
import { revalidateCourses } from "@/lib/courses/revalidate";
import { PUBLISHED } from "@/lib/courses/visibility";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { imageSrc } from "@/lib/images/rules";
import { storage } from "@/lib/storage";
import { profileSchema, type ProfileData, type ProfileTranslate } from "./profile-schema";
import { fullName } from "@/lib/users/full-name";

// An instructor (or an admin) saves their own profile: there is no user id in the payload, so nobody can write
// another person's. Bad input gets every field's message (fieldErrors keyed by the form's field names, e.g.
// "bio.ar") and writes nothing. A sample profile of the demo faculty stays marked as one (isSample is never
// changed here): its accounts are the demo site's shared sign-ins, so whoever saves it is not the person it
// describes. Each save sets editedAt, so the seed leaves the profile alone afterwards.

/** What was saved, and on how many public course pages it shows (they were revalidated). */
export type SavedProfile = { displayName: string; photoUrl: string | null; sample: boolean; coursePages: number };

/** The issues of a refused payload, by the form's dotted field names ("displayName", "credentials.en"). */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function parseProfile(input: unknown, t: ProfileTranslate): ProfileData {
  const parsed = profileSchema(t).safeParse(input);
  if (parsed.success) return parsed.data;
  throw badRequest("Please correct the highlighted fields.", { code: "INVALID", details: { fieldErrors: fieldErrorsOf(parsed.error) } });
}

/** The photo column after this save: unchanged (undefined), none (null), or a stored photo's address. */
async function photoUrlOf(photoKey: ProfileData["photoKey"], t: ProfileTranslate): Promise<string | null | undefined> {
  if (photoKey === undefined || photoKey === null) return photoKey;
  // The key's shape is checked by the schema; that the image route really stored it, here.
  if (!(await storage().stat(photoKey))) {
    throw badRequest(t("errorPhotoKey"), { code: "PHOTO_NOT_FOUND", details: { fieldErrors: { photoKey: [t("errorPhotoKey")] } } });
  }
  return imageSrc(photoKey);
}

export async function saveOwnProfile(user: { id: string }, input: unknown, t: ProfileTranslate): Promise<SavedProfile> {
  const data = parseProfile(input, t);
  const photoUrl = await photoUrlOf(data.photoKey, t);
  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, lastName: true, nameOrder: true } });
  // The account's own name is not stored again: a later change of the account's name then shows here too.
  const accountName = fullName(account);
  const displayName = data.displayName === accountName ? null : data.displayName;
  const fields = { displayName, credentials: data.credentials, bio: data.bio, editedAt: new Date(), ...(photoUrl === undefined ? {} : { photoUrl }) };

  const saved = await db.instructorProfile.upsert({
    where: { userId: user.id },
    create: { userId: user.id, ...fields },
    update: fields,
    select: { displayName: true, photoUrl: true, isSample: true },
  });
  // The course pages of the public courses they teach show the profile: they are regenerated.
  const coursePages = await db.courseInstructor.count({ where: { userId: user.id, course: PUBLISHED } });
  if (coursePages) revalidateCourses();
  return { displayName: saved.displayName ?? accountName, photoUrl: saved.photoUrl, sample: saved.isSample, coursePages };
}
