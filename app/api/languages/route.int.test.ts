import { GET as listLanguages } from "./route";
import { GET as defaultLanguage } from "./default/route";

const context = { params: Promise.resolve({}) };

it("GET /api/languages lists the 12 active languages with their fields", async () => {
  const response = await listLanguages(new Request("http://test/api/languages"), context);
  expect(response.status).toBe(200);
  const languages = await response.json();
  expect(languages).toHaveLength(12);
  expect(languages[0]).toEqual({ code: "en", name: "English", nativeName: "English", flag: "🇬🇧", isActive: true });
  expect(languages.map((l: { code: string }) => l.code)).toEqual(
    ["en", "es", "fr", "pt", "de", "it", "zh", "ja", "ko", "ar", "hi", "ru"],
  );
  expect(languages.find((l: { code: string }) => l.code === "ar").nativeName).toBe("العربية");
});

it("GET /api/languages/default answers English", async () => {
  const response = await defaultLanguage(new Request("http://test/api/languages/default"), context);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ code: "en", name: "English" });
});
