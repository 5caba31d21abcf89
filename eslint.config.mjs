import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-test*/**", ".data/**", "out/**", "build/**", "coverage/**", "lib/generated/**", "scripts/prisma-schema-engine.mjs", "next-env.d.ts"]),
]);

export default eslintConfig;
