import { icon } from "./icon";

export const ChevronRight = icon("chevron-right", [["path", { d: "m9 18 6-6-6-6" }]]);
