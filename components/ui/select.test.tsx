import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { Locale } from "@/lib/i18n/locales";

function renderIn(locale: Locale) {
  return render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <Select defaultValue="a">
        <SelectTrigger aria-label="Role">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">A</SelectItem>
        </SelectContent>
      </Select>
    </NextIntlClientProvider>,
  );
}

// Radix falls back to "ltr" whatever <html dir> says: without the page's direction the "ar" case fails.
it.each([
  ["ar", "rtl"],
  ["en", "ltr"],
] as const)("draws the select in the direction of %s (%s)", (locale, dir) => {
  renderIn(locale);
  expect(screen.getByRole("combobox", { name: "Role" })).toHaveAttribute("dir", dir);
});
