import CatalogueTabPage from "@/app/[locale]/(catalogue)/courses/[tab]/page";
import { MyCourseState } from "@/components/personal/signed-in-state";

// The catalogue's other tabs for a signed-in visitor (see ../../../layout.tsx).
export { generateMetadata } from "@/app/[locale]/(catalogue)/courses/[tab]/page";

export default function SignedInCatalogueTabPage(props: PageProps<"/signed-in/[locale]/courses/[tab]">) {
  return (
    <MyCourseState>
      <CatalogueTabPage {...props} />
    </MyCourseState>
  );
}
