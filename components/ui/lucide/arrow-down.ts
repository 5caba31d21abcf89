import { icon } from "./icon";

export const ArrowDown = icon("arrow-down", [["path", { d: "M12 5v14" }], ["path", { d: "m19 12-7 7-7-7" }]]);
