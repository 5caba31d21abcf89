import { render } from "@testing-library/react";
import { formatPrice } from "@/lib/courses/format";
import { PriceText } from "./price-text";

it("keeps 'US$' whole inside a right-to-left price, without changing the text", () => {
  const arabic = formatPrice("39.99", "ar");
  const { container } = render(
    <p dir="rtl">
      <PriceText text={arabic} />
    </p>,
  );
  expect(container.textContent).toBe(arabic);
  const isolated = container.querySelector("bdi");
  expect(isolated).toHaveAttribute("dir", "ltr");
  expect(isolated).toHaveTextContent(/^US\$$/);
});

it("leaves a price without a Latin currency code as plain text", () => {
  const { container } = render(<PriceText text={formatPrice("39.99", "en")} />);
  expect(container.innerHTML).toBe("$39.99");
});
