import HomePage from "@/app/[locale]/(marketing)/page";
import { MyCourseState } from "@/components/personal/signed-in-state";

// The home page for a signed-in visitor (see ../layout.tsx): its course cards know their enrollments.
export { generateMetadata } from "@/app/[locale]/(marketing)/page";

export default function SignedInHomePage(props: PageProps<"/signed-in/[locale]">) {
  return (
    <MyCourseState>
      <HomePage {...props} />
    </MyCourseState>
  );
}
