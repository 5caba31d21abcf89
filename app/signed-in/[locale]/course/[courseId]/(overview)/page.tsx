import CoursePage from "@/app/[locale]/(catalogue)/course/[courseId]/(overview)/page";
import { MyCourseState } from "@/components/personal/signed-in-state";

// A course's page for a signed-in visitor (see ../../../layout.tsx): 'Continue Learning' and the progress, or
// 'Enroll in Course', and the lessons' ticks and padlocks, all in the first response.
export { generateMetadata } from "@/app/[locale]/(catalogue)/course/[courseId]/(overview)/page";

export default async function SignedInCoursePage(props: PageProps<"/signed-in/[locale]/course/[courseId]">) {
  const { courseId } = await props.params;
  return (
    <MyCourseState course={courseId}>
      <CoursePage {...props} />
    </MyCourseState>
  );
}
