import "server-only";
import { db } from "@/lib/db";
import { fold } from "@/lib/text/fold";

/**
 * The course's staff a post mentions as "@First Last" (folded, so "@Élise" matches "@elise"), the author
 * excepted. Only staff can be mentioned: a mention asks a teacher to look, it does not reach other students.
 */
export async function mentionedStaff(courseId: string, body: string, authorId: string): Promise<string[]> {
  if (!body.includes("@")) return [];
  const folded = fold(body);
  const staff = await db.user.findMany({
    where: { id: { not: authorId }, OR: [{ role: "admin" }, { teaching: { some: { courseId } } }] },
    select: { id: true, firstName: true, lastName: true },
  });
  return staff.filter((user) => folded.includes(fold(`@${user.firstName} ${user.lastName}`))).map((user) => user.id);
}
