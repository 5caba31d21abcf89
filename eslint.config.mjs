import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { importBoundaries } from "./eslint/import-boundaries.mjs";
import messagesRule from "./eslint/messages-rule.mjs";
import { readingDirection } from "./eslint/reading-direction.mjs";

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Test helpers live in test/ and are imported only by tests.
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(@/|(\\.\\./)+)test(/|$)", message: "Production code must not import the test tree (test/)." }] }],
    },
  },
  readingDirection,
  messagesRule,
  ...importBoundaries,
  globalIgnores([".next/**", ".next-test*/**", ".data/**", "out/**", "build/**", "coverage/**", "lib/generated/**", "scripts/prisma-schema-engine.mjs", "next-env.d.ts"]),
]);

export default eslintConfig;
