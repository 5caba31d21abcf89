import { db } from "@/lib/db";

// The database itself refuses records that would break the product's rules.
const unique = `${Date.now()}-${Math.random().toString(36).slice(2)}`;


async function makeCourse(suffix: string) {
  return db.course.create({
    data: {
      slug: `constraint-${unique}-${suffix}`,
      title: "Constraint test",
      description: "A course made by the constraint tests.",
      price: "19.99",
      difficulty: "beginner",
      estimatedHours: "1.5",
      state: "archived",
    },
  });
}

it("stores e-mails lower-cased only, so they are unique regardless of case", async () => {
  await expect(
    db.user.create({ data: { firstName: "Ab", lastName: "Cd", email: `Mixed-${unique}@Example.com`, passwordHash: "x" } }),
  ).rejects.toThrow(/users_email_lowercase/);
  await db.user.create({ data: { firstName: "Ab", lastName: "Cd", email: `lower-${unique}@example.com`, passwordHash: "x" } });
  await expect(
    db.user.create({ data: { firstName: "Ab", lastName: "Cd", email: `lower-${unique}@example.com`, passwordHash: "x" } }),
  ).rejects.toThrow(/Unique constraint/i);
});

it("allows one enrollment per user and course, with progress between 0 and 100", async () => {
  const user = await db.user.create({
    data: { firstName: "En", lastName: "Rol", email: `enrol-${unique}@example.com`, passwordHash: "x" },
  });
  const course = await makeCourse("enrol");
  await db.enrollment.create({ data: { userId: user.id, courseId: course.id } });
  await expect(db.enrollment.create({ data: { userId: user.id, courseId: course.id } })).rejects.toThrow(/Unique constraint/i);
  await expect(
    db.enrollment.update({ where: { userId_courseId: { userId: user.id, courseId: course.id } }, data: { progress: 101 } }),
  ).rejects.toThrow(/enrollments_progress_percent/);
});

it("keeps lesson order unique within a course", async () => {
  const course = await makeCourse("lessons");
  const lesson = { courseId: course.id, order: 1, title: "One", content: "<p>x</p>", estimatedMinutes: 5 };
  await db.lesson.create({ data: lesson });
  await expect(db.lesson.create({ data: { ...lesson, title: "Two" } })).rejects.toThrow(/Unique constraint/i);
});

it("keeps course prices as exact decimals", async () => {
  const course = await makeCourse("price");
  const stored = await db.course.findUniqueOrThrow({ where: { id: course.id } });
  expect(stored.price.toString()).toBe("19.99");
  expect(stored.price.mul(100).toNumber()).toBe(1999);
});

it("records a webhook event id once", async () => {
  const id = `evt_${unique}`;
  await db.processedWebhookEvent.create({ data: { id, type: "payment_intent.succeeded" } });
  await expect(db.processedWebhookEvent.create({ data: { id, type: "payment_intent.succeeded" } })).rejects.toThrow(
    /Unique constraint/i,
  );
});
