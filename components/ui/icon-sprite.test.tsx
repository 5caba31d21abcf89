import { render } from "@testing-library/react";
import { Award, Lock } from "lucide-react";
import { iconSprite } from "./icon-sprite";

const lessons = iconSprite("lessons", { locked: Lock });
const awards = iconSprite("awards", { award: Award, locked: Lock });

it("draws each icon's paths once, and every use of it points at them", () => {
  const { container } = render(
    <>
      <lessons.Sprite />
      <lessons.Icon name="locked" className="size-4" />
      <lessons.Icon name="locked" />
    </>,
  );
  expect(container.querySelectorAll("symbol")).toHaveLength(1);
  expect(container.querySelectorAll("symbol#lessons-icon-locked path")).toHaveLength(1);
  const uses = [...container.querySelectorAll("svg > use")].map((use) => use.getAttribute("href"));
  expect(uses).toEqual(["#lessons-icon-locked", "#lessons-icon-locked"]);
  // Decorative, out of sight and out of the accessibility tree; a use keeps lucide's class and adds its own.
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  const [first, second] = [...container.querySelectorAll("use")].map((use) => use.parentElement);
  expect(first).toHaveAttribute("class", "lucide size-4");
  expect(second).toHaveAttribute("class", "lucide");
  expect(second).toHaveAttribute("aria-hidden", "true");
});

it("keeps two sprites on one page apart by their prefix", () => {
  const { container } = render(
    <>
      <lessons.Sprite />
      <awards.Sprite />
    </>,
  );
  const ids = [...container.querySelectorAll("symbol")].map((symbol) => symbol.id);
  expect(ids).toEqual(["lessons-icon-locked", "awards-icon-award", "awards-icon-locked"]);
});
