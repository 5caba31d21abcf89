import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { rememberLanguage } from "@/lib/i18n/remember-language";
import { LanguagePicker } from "./language-picker";

const replace = jest.fn();
jest.mock("@/lib/i18n/navigation", () => ({
  usePathname: () => "/courses",
  useRouter: () => ({ replace }),
}));

function renderPicker() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LanguagePicker />
    </NextIntlClientProvider>,
  );
}

it("is disabled and says Loading... until the languages arrive", async () => {
  let answer!: (response: unknown) => void;
  global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as jest.Mock;
  renderPicker();
  const trigger = screen.getByRole("combobox", { name: "Language" });
  expect(trigger).toBeDisabled();
  expect(trigger).toHaveTextContent("Loading...");
  expect(global.fetch).toHaveBeenCalledWith("/api/languages", expect.objectContaining({ credentials: "include" }));

  await act(async () =>
    answer({
      ok: true,
      json: async () => [
        { code: "en", name: "English", nativeName: "English", flag: "🇬🇧", isActive: true },
        { code: "ar", name: "Arabic", nativeName: "العربية", flag: "🇸🇦", isActive: true },
      ],
    }),
  );
  expect(trigger).toBeEnabled();
  // Each language by its own name only: no flag (a country's, and an empty box without an emoji font).
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["English", "العربية"]);
});

it("says so and stays disabled when the languages cannot be loaded", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as jest.Mock;
  renderPicker();
  expect(await screen.findByText("Languages unavailable")).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: "Language" })).toBeDisabled();
});

it("remembers the choice in the cookie and in localStorage selectedLanguage", () => {
  rememberLanguage("ar");
  expect(localStorage.getItem("selectedLanguage")).toBe("ar");
  expect(document.cookie).toContain("NEXT_LOCALE=ar");
});

it("acts on a language picked in the server's HTML before the page was hydrated", async () => {
  const languages = [
    { code: "en", name: "English", nativeName: "English" },
    { code: "ar", name: "Arabic", nativeName: "العربية" },
  ];
  const picker = (
    <NextIntlClientProvider locale="en" messages={messages}>
      <LanguagePicker languages={languages} />
    </NextIntlClientProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(picker);
  document.body.append(container);
  // The reader picks Arabic while the page's script is still loading: no React handler has seen it.
  container.querySelector("select")!.value = "ar";
  replace.mockClear();

  await act(async () => {
    hydrateRoot(container, picker);
  });
  expect(replace).toHaveBeenCalledWith("/courses", { locale: "ar" });
  expect(localStorage.getItem("selectedLanguage")).toBe("ar");
  container.remove();
});
