import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "./locale-link";

// next/link as a plain anchor showing the prefetch it was given: what Next does with it is Next's to test.
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, prefetch, children, ...props }: { href: string; prefetch?: unknown; children: ReactNode }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props}>
      {children}
    </a>
  ),
}));

const inSpanish = (link: ReactNode) =>
  render(
    <NextIntlClientProvider locale="es" messages={{}}>
      {link}
    </NextIntlClientProvider>,
  );

it("adds the page's language and prefetches only once the reader shows the intent to follow the link", () => {
  const onPointerEnter = jest.fn();
  inSpanish(
    <Link href="/courses" onPointerEnter={onPointerEnter}>
      Cursos
    </Link>,
  );
  const link = screen.getByRole("link", { name: "Cursos" });
  expect(link).toHaveAttribute("href", "/es/courses");
  expect(link).toHaveAttribute("data-prefetch", "false");
  fireEvent.pointerEnter(link);
  expect(link).toHaveAttribute("data-prefetch", "auto");
  expect(onPointerEnter).toHaveBeenCalledTimes(1); // the caller's own handler still runs
});

it.each([
  ["a finger on it", (link: HTMLElement) => fireEvent.touchStart(link)],
  ["the keyboard's focus", (link: HTMLElement) => fireEvent.focus(link)],
])("prefetches on %s", (_, intend) => {
  inSpanish(<Link href="/dashboard">Panel</Link>);
  const link = screen.getByRole("link", { name: "Panel" });
  intend(link);
  expect(link).toHaveAttribute("data-prefetch", "auto");
});

it("keeps a prefetch asked for, and never prefetches the page in another language", () => {
  inSpanish(
    <>
      <Link href="/courses" prefetch="auto">
        Auto
      </Link>
      <Link href="/courses" prefetch={false}>
        Never
      </Link>
      <Link href="/courses" locale="ar" prefetch>
        العربية
      </Link>
    </>,
  );
  expect(screen.getByRole("link", { name: "Auto" })).toHaveAttribute("data-prefetch", "auto");
  const never = screen.getByRole("link", { name: "Never" });
  fireEvent.pointerEnter(never);
  expect(never).toHaveAttribute("data-prefetch", "false");
  const arabic = screen.getByRole("link", { name: "العربية" });
  expect(arabic).toHaveAttribute("href", "/ar/courses");
  expect(arabic).toHaveAttribute("data-prefetch", "false");
});
