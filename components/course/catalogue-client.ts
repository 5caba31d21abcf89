// The catalogue's client components, loaded together when its code takes over the server's HTML
// (./catalogue-takeover.tsx, which stands in for each of them until then): never with the page.
export { CatalogueFilter, CatalogueGroup, CatalogueItem, CataloguePanel, CatalogueSearch, CatalogueTabs, FilterLink, LivePart, TabStatus } from "./catalogue-filter";
export { RefineForm, RefineSelect } from "./catalogue-refine-controls";
export { CourseCardView as CatalogueCardView } from "./course-card-view";
