import { render } from "@testing-library/react";
import { IsolatedInSentence } from "./isolated-in-sentence";

it("puts the value in a <bdi> of its language, between the sentence's own words", () => {
  const { container } = render(
    <h3>
      <IsolatedInSentence sentence={(course) => `${course} – إتمام المقرر`} value="Jude." lang="en" />
    </h3>,
  );
  const bdi = container.querySelector("bdi");
  expect(bdi).toHaveTextContent("Jude.");
  expect(bdi).toHaveAttribute("lang", "en");
  expect(container).toHaveTextContent("Jude. – إتمام المقرر");
});

it("keeps the words on both sides of the value", () => {
  const { container } = render(<p><IsolatedInSentence sentence={(title) => `الدرس 1: ${title}؟`} value="Grace" /></p>);
  expect(container.querySelector("p")!.childNodes[0]!.textContent).toBe("الدرس 1: ");
  expect(container.querySelector("bdi")).toHaveTextContent("Grace");
  expect(container.querySelector("p")!.childNodes[2]!.textContent).toBe("؟");
});
