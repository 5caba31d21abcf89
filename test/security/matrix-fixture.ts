// The people and records the authorization matrix asks about: one course with an enrolled, certified student,
// another student, an instructor of that course and one of another course, and an admin; all made fresh here,
// so the seeded demo accounts' data (used by the end-to-end journeys) is never touched.
import { db } from "@/lib/db";
import { issueCourseCertificate } from "@/lib/certificates/issue";
import { enrol, newStudent, signedIn } from "@/test/helpers/lessons";
import { asInstructorOf } from "@/test/helpers/uploads";
import type { TestClient } from "@/test/http";

export const CALLERS = ["anonymous", "owner", "otherStudent", "courseInstructor", "otherInstructor", "admin"] as const;
export type Caller = (typeof CALLERS)[number];

export const COURSE_SLUG = "philemon";
const OTHER_COURSE_SLUG = "ruth";

export type MatrixFixture = Awaited<ReturnType<typeof matrixFixture>>;

export async function matrixFixture() {
  const owner = await newStudent("matrix-owner");
  const course = await enrol(owner.id, COURSE_SLUG, "completed");
  const certificate = (await issueCourseCertificate(owner.id, course.id))!;
  const other = await newStudent("matrix-other");
  const lesson = await db.lesson.findFirstOrThrow({ where: { courseId: course.id }, orderBy: { order: "desc" } });
  const assessment = await db.assessment.findFirstOrThrow({ where: { courseId: course.id } });
  // A ready video the course's managers may look at (a retry of a ready video is a 409, and queues nothing).
  const video = await db.video.create({
    data: { lessonId: lesson.id, title: "Matrix lecture", storageKey: `videos/${lesson.id}/${"a".repeat(24)}.mp4`, contentType: "video/mp4", fileSize: 1000, status: "ready", published: true },
  });
  const discussion = await discussionFixture(course.id, owner.id);
  const clients: Record<Caller, TestClient | null> = {
    anonymous: null,
    owner: owner.client,
    otherStudent: other.client,
    courseInstructor: await asInstructorOf(COURSE_SLUG),
    otherInstructor: await asInstructorOf(OTHER_COURSE_SLUG),
    admin: await signedIn("admin@example.com", "AdminTheWord1"),
  };
  return { ownerId: owner.id, course, certificate, lesson, assessment, video, discussion, clients };
}

/** A thread the owner opened, a reply of theirs, and a reply of another enrolled student (who may be suspended). */
async function discussionFixture(courseId: string, ownerId: string) {
  const peer = await newStudent("matrix-peer");
  await db.enrollment.create({ data: { userId: peer.id, courseId } });
  const thread = await db.discussionThread.create({
    data: { courseId, authorId: ownerId, title: "Matrix question", replyCount: 2, posts: { create: { authorId: ownerId, body: "Matrix question", isOpening: true } } },
    include: { posts: true },
  });
  const ownReply = await db.discussionPost.create({ data: { threadId: thread.id, authorId: ownerId, body: "Matrix reply" } });
  const peerReply = await db.discussionPost.create({ data: { threadId: thread.id, authorId: peer.id, body: "Matrix peer reply" } });
  return { threadId: thread.id, openingPostId: thread.posts[0]!.id, ownReplyId: ownReply.id, peerReplyId: peerReply.id, peerId: peer.id };
}

export async function removeMatrixFixture(fixture: MatrixFixture | undefined) {
  if (!fixture) return db.$disconnect();
  // Uploads the matrix started on the fixture lesson (nobody else uploads to it).
  await db.videoUpload.deleteMany({ where: { lessonId: fixture.lesson.id } });
  await db.video.deleteMany({ where: { id: fixture.video.id } });
  await db.discussionThread.deleteMany({ where: { courseId: fixture.course.id } });
  await db.discussionSuspension.deleteMany({ where: { courseId: fixture.course.id } });
  // test/integration-setup.ts closed the pool before this afterAll reopened it: close it again, or Jest waits on it.
  await db.$disconnect();
}
