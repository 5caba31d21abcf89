import { render, screen } from "@testing-library/react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { directionOf, type Locale } from "@/lib/i18n/locales";
import { LocaleDirectionProvider } from "./direction-provider";

function renderIn(locale: Locale) {
  return render(
    <LocaleDirectionProvider dir={directionOf(locale)}>
      <Select defaultValue="a">
        <SelectTrigger aria-label="Role">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">A</SelectItem>
        </SelectContent>
      </Select>
    </LocaleDirectionProvider>,
  );
}

// Without the provider Radix falls back to "ltr" whatever <html dir> says, so the "ar" case fails.
it.each([
  ["ar", "rtl"],
  ["en", "ltr"],
] as const)("gives Radix primitives the direction of %s (%s)", (locale, dir) => {
  renderIn(locale);
  expect(screen.getByRole("combobox", { name: "Role" })).toHaveAttribute("dir", dir);
});
