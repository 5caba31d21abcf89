/** @jest-environment node */
import { buttonClassName } from "@/components/ui/button";
import { LINK_CLASS } from "./page-message";

it("draws its link as <Button className=\"mt-8\"> did", () => {
  expect(LINK_CLASS.split(" ").sort()).toEqual(buttonClassName({ className: "mt-8" }).split(" ").sort());
});
