import OldTestamentPage from "@/app/[locale]/(catalogue)/courses/page";
import { MyCourseState } from "@/components/personal/signed-in-state";

// The catalogue for a signed-in visitor (see ../../layout.tsx): its course cards know their enrollments.
export { generateMetadata } from "@/app/[locale]/(catalogue)/courses/page";

export default function SignedInCataloguePage(props: PageProps<"/signed-in/[locale]/courses">) {
  return (
    <MyCourseState>
      <OldTestamentPage {...props} />
    </MyCourseState>
  );
}
