import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { rememberLanguage } from "@/lib/i18n/remember-language";
import { LanguagePicker } from "./language-picker";

const openInLanguage = jest.fn();
jest.mock("@/lib/i18n/navigation", () => ({ usePathname: () => "/courses" }));
jest.mock("@/lib/i18n/open-in-language", () => ({ openInLanguage: (...args: unknown[]) => openInLanguage(...args) }));

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

const LANGUAGES = [
  { code: "en", name: "English", nativeName: "English" },
  { code: "ar", name: "Arabic", nativeName: "العربية" },
];

/** The picker as the server drew it for `locale`, `pick` chosen in the box before hydration (if any), hydrated. */
async function hydratePicker(locale: string, pick?: string) {
  const picker = (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <LanguagePicker languages={LANGUAGES} />
    </NextIntlClientProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(picker);
  document.body.append(container);
  // The reader picks a language while the page's script is still loading: no React handler has seen it.
  if (pick) container.querySelector("select")!.value = pick;
  openInLanguage.mockClear();
  await act(async () => {
    hydrateRoot(container, picker);
  });
  container.remove();
}

it("loads the page in the language chosen, and shows that language in the box meanwhile", () => {
  openInLanguage.mockClear();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LanguagePicker languages={LANGUAGES} />
    </NextIntlClientProvider>,
  );
  const box = screen.getByRole("combobox", { name: "Language" });
  fireEvent.change(box, { target: { value: "ar" } });
  expect(openInLanguage).toHaveBeenCalledWith("/courses", "ar");
  expect(box).toHaveValue("ar");
});

it("acts on a language picked in the server's HTML before the page was hydrated", async () => {
  await hydratePicker("en", "ar");
  expect(openInLanguage).toHaveBeenCalledWith("/courses", "ar");
  expect(localStorage.getItem("selectedLanguage")).toBe("ar");
});

it("takes no choice from a box nobody touched, nor from one showing its first option for a language it does not list", async () => {
  await hydratePicker("en");
  expect(openInLanguage).not.toHaveBeenCalled();
  await hydratePicker("en-XA");
  expect(openInLanguage).not.toHaveBeenCalled();
});
