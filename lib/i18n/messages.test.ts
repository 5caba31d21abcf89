/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { locales } from "./locales";

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else flatten(value, full).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const load = (locale: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")));

// An argument is a name followed by "}" or "," ({count, plural, …}); a plural branch ({Your instructor}) is text.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[},]/g)].map((m) => m[1]).sort();

const english = load("en");

describe.each(locales.filter((l) => l !== "en"))("messages/%s.json", (locale) => {
  const translated = load(locale);

  it("has every key that en.json has", () => {
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    expect(missing).toEqual([]);
  });

  it("has no key that en.json lacks", () => {
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it("keeps every placeholder of the English text", () => {
    const broken = [...english.entries()]
      .filter(([key, text]) => translated.has(key) && placeholders(text).join() !== placeholders(translated.get(key)!).join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it("translates the shell rather than copying English", () => {
    for (const key of ["Header.signIn", "Header.courses", "Footer.privacy", "LanguagePicker.loading", "NotFound.description"]) {
      expect(translated.get(key)).not.toEqual(english.get(key));
    }
  });
});

it("every locale of the routing has a messages file", () => {
  const files = fs.readdirSync(path.join(process.cwd(), "messages")).map((f) => f.replace(/\.json$/, ""));
  expect(files.sort()).toEqual([...locales].sort());
});
