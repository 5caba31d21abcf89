// Discussion rows for the notification tests, written directly: lib/discussions (threads and posts through their
// own rules) is built on another branch; these tests need only a course, a thread and a reply to point at.
import { db } from "@/lib/db";
import { uniqueEmail } from "@/test/http";

export async function person(label: string, preferredLocale: string | null = null, firstName = "Lydia") {
  return db.user.create({
    data: { firstName, lastName: "Thyatira", email: uniqueEmail(label), passwordHash: "not-a-real-hash", preferredLocale },
  });
}

/** A thread in Philemon opened by `askerId`, and a reply to it by `replierId`. */
export async function threadWithReply(askerId: string, replierId: string, title = "Who was Onesimus?") {
  const course = await db.course.findUniqueOrThrow({ where: { slug: "philemon" }, select: { id: true, slug: true } });
  const thread = await db.discussionThread.create({
    data: { courseId: course.id, authorId: askerId, title, posts: { create: { authorId: askerId, body: "Was he a slave of Philemon?", isOpening: true } } },
  });
  const reply = await db.discussionPost.create({ data: { threadId: thread.id, authorId: replierId, body: "Verse 16 says so." } });
  return { course, thread, reply };
}
