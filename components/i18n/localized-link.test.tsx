import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { LocalizedLink } from "./localized-link";

// The address next-intl's Link gives: English at the root, every other language under its prefix.
function linkIn(locale: string, href: string) {
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <LocalizedLink href={href} className="x" aria-label="Go" prefetch={false}>
        Go
      </LocalizedLink>
    </NextIntlClientProvider>,
  );
  return screen.getByRole("link", { name: "Go" });
}

it("links to the page in the page's language, English without a prefix", () => {
  expect(linkIn("en", "/course/genesis/resume")).toHaveAttribute("href", "/course/genesis/resume");
});

it("prefixes the other languages, keeping the link's other attributes", () => {
  const link = linkIn("ar", "/dashboard/grades");
  expect(link).toHaveAttribute("href", "/ar/dashboard/grades");
  expect(link).toHaveClass("x");
});
