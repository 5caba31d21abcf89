import { expect, test } from "@playwright/test";
import en from "../messages/en.json";

// Issue 28: the picker named Arabic with a Saudi flag, and showed empty boxes where no emoji font is installed.
// Each language is named by its own name, without a flag.
test("the language picker names each language by its own name, no flags", async ({ page }) => {
  await page.goto("/");
  const picker = page.getByRole("combobox", { name: en.LanguagePicker.label }).first();
  await expect(picker).toBeEnabled();
  const options = await picker.locator("option").allTextContents();
  expect(options).toHaveLength(12);
  expect(options).toContain("العربية");
  expect(options).toContain("English");
  expect(options).toContain("日本語");
  // No regional indicator letters (flags) or other emoji.
  for (const option of options) expect(option).not.toMatch(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u);
});
