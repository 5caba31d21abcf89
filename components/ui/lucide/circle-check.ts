import { icon } from "./icon";

export const CheckCircle2 = icon("circle-check", [["circle", { cx: "12", cy: "12", r: "10" }], ["path", { d: "m16 9-5.5 5.5L8 12" }]], ["check-circle-2"]);
export { CheckCircle2 as CircleCheck };
