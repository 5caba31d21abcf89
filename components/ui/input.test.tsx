import { render, screen } from "@testing-library/react";
import { Input } from "./input";

it.each(["email", "password", "url", "tel"])("writes a %s field left to right whatever the page's direction", (type) => {
  render(
    <div dir="rtl">
      <Input type={type} aria-label="field" />
    </div>,
  );
  expect(screen.getByLabelText("field")).toHaveAttribute("dir", "ltr");
});

it("lets other fields follow the page, and a caller choose", () => {
  render(
    <>
      <Input aria-label="name" />
      <Input type="email" dir="auto" aria-label="chosen" />
    </>,
  );
  expect(screen.getByLabelText("name")).not.toHaveAttribute("dir");
  expect(screen.getByLabelText("chosen")).toHaveAttribute("dir", "auto");
});
