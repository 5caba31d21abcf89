/** @jest-environment node */
import path from "node:path";
import { Linter } from "eslint";
import nextTs from "eslint-config-next/typescript";
import messagesRule from "./messages-rule.mjs";

// The guard against reading message values outside next-intl (issue 25), with the project's TypeScript parser.
const parser = nextTs.find((config) => config.languageOptions?.parser)!.languageOptions!.parser;
const linter = new Linter({ cwd: process.cwd() });
const problems = (file: string, code: string) =>
  linter
    .verify(code, [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser } }, messagesRule], path.join(process.cwd(), file))
    .map((problem) => `${problem.line}: ${problem.ruleId}`);

it("refuses a value read from an imported message file, as the lesson-translation schema once did", () => {
  const code = `import en from "@/messages/en.json";\nexport const min = (n: number) => en.LessonTranslations.errorTitleMin.replace("{min}", String(n));`;
  expect(problems("lib/translations/lesson-schema.ts", code)).toEqual(["1: messages/no-raw-messages"]);
  expect(problems("components/x.tsx", `import fr from "../../messages/fr.json";`)).toEqual(["1: messages/no-raw-messages"]);
});

it("refuses message files loaded on the fly, getMessages outside the client provider, and t.raw", () => {
  expect(problems("lib/x.ts", "export const load = (l: string) => import(`../../messages/${l}.json`);")).toEqual(["1: messages/no-raw-messages"]);
  expect(problems("app/x.tsx", `import { getMessages } from "next-intl/server";`)).toEqual(["1: messages/no-raw-messages"]);
  expect(problems("lib/x.ts", `export { default as en } from "@/messages/en.json";`)).toEqual(["1: messages/no-raw-messages"]);
  expect(problems("components/x.tsx", `export const f = (t: { raw(k: string): unknown }) => t.raw("sections");`)).toEqual(["1: messages/no-raw-messages"]);
});

it("allows type-only imports, String.raw, the modules that hand the messages to next-intl, and tests", () => {
  expect(problems("lib/x.ts", `import type en from "@/messages/en.json";\nexport type V = typeof en.Validation;`)).toEqual([]);
  expect(problems("lib/x.ts", "export const s = String.raw`a\\nb`;")).toEqual([]);
  expect(problems("lib/i18n/load-messages.ts", "import en from \"@/messages/en.json\";\nexport const f = (l: string) => import(`../../messages/${l}.json`);")).toEqual([]);
  expect(problems("components/i18n/client-messages.tsx", `import { getMessages } from "next-intl/server";`)).toEqual([]);
  expect(problems("lib/x.test.ts", `import en from "@/messages/en.json";`)).toEqual([]);
});
