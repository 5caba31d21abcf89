/** @jest-environment node */
import path from "node:path";
import { Linter } from "eslint";
import { importBoundaries } from "./import-boundaries.mjs";

// The boundaries as ESLint applies them to a file at a path (the same blocks eslint.config.mjs spreads in).
const linter = new Linter({ cwd: process.cwd() });
// The .mjs infers its builtin rule as possibly undefined; ESLint's own rule is always there.
const boundaries = importBoundaries as unknown as Linter.Config[];
const languageOptions = { ecmaVersion: "latest" as const, sourceType: "module" as const };
const errors = (file: string, code: string) =>
  linter.verify(code, [{ files: ["**/*.ts", "**/*.tsx", "**/*.mjs"], languageOptions }, ...boundaries], path.join(process.cwd(), file)).map((m) => m.ruleId);

describe("the lesson editor stays in the studio", () => {
  const tiptap = 'import { useEditor } from "@tiptap/react";';
  const schema = 'import { lessonExtensions } from "@/lib/lesson-content/extensions";';
  const server = 'import { prepareLessonContent } from "@/lib/lesson-content/prepare";';

  it.each(["components/studio/lesson-editor/toolbar.tsx", "app/[locale]/(instructor)/studio/courses/[id]/lessons/[lessonId]/page.tsx", "lib/lesson-content/render.ts"])(
    "may be imported in %s",
    (file) => {
      expect(errors(file, tiptap)).toEqual([]);
      expect(errors(file, schema)).toEqual([]);
    },
  );

  it.each(["components/lesson/lesson-content.tsx", "components/course/course-card.tsx", "app/[locale]/(catalogue)/courses/page.tsx", "lib/courses/queries.ts", "prisma/seed/curriculum.ts"])(
    "may not be imported in %s",
    (file) => {
      expect(errors(file, tiptap)).toEqual(["boundaries/editor-in-studio"]);
      expect(errors(file, 'import { Window } from "happy-dom";')).toEqual(["boundaries/editor-in-studio"]);
      expect(errors(file, schema)).toEqual(["boundaries/editor-in-studio"]);
      expect(errors(file, schema.replace("@/lib/", "../../lib/"))).toEqual(["boundaries/editor-in-studio"]);
    },
  );

  it("leaves the server's conversions to any server code (the seed, lib/studio's saves)", () => {
    expect(errors("lib/studio/lesson-save.ts", server)).toEqual([]);
    expect(errors("prisma/seed/curriculum.ts", 'import { htmlToDocument } from "../../lib/lesson-content/html-to-document";')).toEqual([]);
  });

  it("keeps the other boundaries where both apply", () => {
    expect(errors("lib/payments/stripe.ts", 'import { x } from "@/lib/purchases/refund";')).toEqual(["boundaries/no-restricted-imports"]);
    expect(errors("components/course/x.tsx", 'import { englishTranslator } from "@/lib/i18n/english";')).toEqual(["boundaries/no-restricted-imports"]);
  });
});
