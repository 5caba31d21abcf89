import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Link } from "./navigation";

function renderIn(locale: string, link: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      {link}
    </NextIntlClientProvider>,
  );
}

it.each([
  ["en", "/courses", "/courses"],
  ["es", "/courses", "/es/courses"],
  ["ar", "/", "/ar"],
  ["es", "https://example.org/x", "https://example.org/x"],
])("in %s, links %s to %s", (locale, href, expected) => {
  renderIn(locale, <Link href={href}>go</Link>);
  expect(screen.getByRole("link", { name: "go" })).toHaveAttribute("href", expected);
});

it("keeps a query object's fields", () => {
  renderIn("fr", <Link href={{ pathname: "/signup", query: { courseId: "genesis" } }}>go</Link>);
  expect(screen.getByRole("link", { name: "go" })).toHaveAttribute("href", "/fr/signup?courseId=genesis");
});

it("links to another language with its prefix, English's too, and names that language", () => {
  renderIn("es", <Link href="/courses" locale="en">English</Link>);
  const link = screen.getByRole("link", { name: "English" });
  expect(link).toHaveAttribute("href", "/en/courses");
  expect(link).toHaveAttribute("hreflang", "en");
});
