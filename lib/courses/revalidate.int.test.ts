import { invalidated } from "@/test/next-cache";
import { listCourses } from "./queries";
import { revalidateCourses } from "./revalidate";

it("revalidates the tag every catalogue read is cached under", async () => {
  expect((await listCourses("en", { testament: "New" })).length).toBe(27);
  revalidateCourses();
  expect(invalidated).toContain("tag:courses");
});
