import nextJest from "next/jest.js";

// Unit tests: components (jsdom) and pure functions beside the code, `*.test.ts(x)`.
// Integration tests (`*.int.test.ts`, real PostgreSQL) have their own config.
const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  displayName: "unit",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/test/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
    // eld (language detection for the lesson translation checks) exports its entries for `import` only.
    "^eld/medium$": "<rootDir>/node_modules/eld/src/entries/static.medium.js",
  },
  testMatch: ["<rootDir>/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.next", "<rootDir>/.data/", "<rootDir>/e2e/", "\\.int\\.test\\.ts$"],
};

// next-intl 4 / use-intl / icu-minify, their formatjs dependencies, Prisma 7's query compiler, htmlparser2 12 with its
// dom* and entities packages, and happy-dom (the server's DOM for lesson content, lib/lesson-content/server-dom.ts)
// and eld are ESM only. next/jest only lets you append to transformIgnorePatterns, so the list is replaced after next/jest
// has built the config.
const esmOnly = [
  "@prisma/client",
  "next-intl",
  "use-intl",
  "icu-minify",
  "intl-messageformat",
  "@formatjs",
  "@schummar/icu-type-parser",
  "htmlparser2",
  "domhandler",
  "domelementtype",
  "domutils",
  "dom-serializer",
  "entities",
  "happy-dom",
  "eld",
];

export async function withEsmTransforms(config) {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join("|")})/)`, "^.+\\.module\\.(css|sass|scss)$"],
  };
}

const jestConfig = () => withEsmTransforms(config);
export default jestConfig;
