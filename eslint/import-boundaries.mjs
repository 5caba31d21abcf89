// Which of lib's modules may import which, so the purchase lifecycle stays one module without cycles
// (lib/purchases/README.md): lib/purchases calls the payment providers (lib/payments), the enrollment reads
// (lib/enrollments) and the certificate module's revocation (lib/certificates), and none of them calls back.
// Also: client components never import the server's English translator, and the lesson editor (Tiptap, about
// 150 KB of script, and the server's happy-dom) stays in the studio.
import { builtinRules } from "eslint/use-at-your-own-risk";

// ESLint's own no-restricted-imports, registered once more under a name of its own. In flat config a later
// block's options for a rule replace an earlier block's for the same files: set on the core rule, these
// boundaries would drop eslint.config.mjs's "production code must not import test/" for their folders (or be
// dropped by a block added after them). Under their own name both always hold; the editor's boundary spans the
// other folders, so it has a name of its own too.
const boundaries = {
  meta: { name: "import-boundaries" },
  rules: { "no-restricted-imports": builtinRules.get("no-restricted-imports"), "editor-in-studio": builtinRules.get("no-restricted-imports") },
};

/** An import of lib/<module> by its alias or by a relative path. */
const forbid = (module, message) => ({ regex: `^(@/lib/|(\\.\\./)+(lib/)?)${module}(/|$)`, message });

const PROVIDERS_ONLY = "lib/payments holds the payment providers only; the purchase lifecycle (lib/purchases) calls them, not the reverse.";
const READS_ONLY = "lib/enrollments holds enrollment reads; payments and every status write belong to lib/purchases, which calls it.";
const NO_CYCLE = "lib/purchases calls the certificate module (revokeForRefund); certificates read enrollments through @/lib/db, not through these modules.";

const SERVER_ENGLISH = "lib/i18n/english is the server's English: in a page's script it would carry every English message. A form passes its own translator to the shared schema.";

const RULES = {
  "lib/payments/**": [forbid("enrollments", PROVIDERS_ONLY), forbid("purchases", PROVIDERS_ONLY)],
  "lib/enrollments/**": [forbid("payments", READS_ONLY), forbid("purchases", READS_ONLY)],
  "lib/certificates/**": [forbid("purchases", NO_CYCLE), forbid("enrollments", NO_CYCLE)],
  "components/**": [forbid("i18n/english", SERVER_ENGLISH)],
};

const EDITOR_IN_STUDIO =
  "The lesson editor (Tiptap; happy-dom on the server) belongs to the studio: import it in components/studio/** or app/**/studio/** (pages load it with next/dynamic). lib/lesson-content holds the schema they share and the server's conversions.";
const EDITOR_SCHEMA =
  "lib/lesson-content/extensions is the editor's Tiptap schema: outside the studio it would put Tiptap in that page's bundle. Use lib/lesson-content's server modules (prepare, render, html-to-document) or its plain ones (document, urls, images, diff).";

/** Everywhere but the studio and lib/lesson-content (the schema the editor and the server share). */
const EDITOR_BOUNDARY = {
  name: "import-boundaries/editor-in-studio",
  files: ["app/**", "components/**", "lib/**", "prisma/**", "scripts/**", "e2e/**", "test/**", "*.ts", "*.mjs"],
  ignores: ["components/studio/**", "app/**/studio/**", "lib/lesson-content/**"],
  plugins: { boundaries },
  rules: {
    "boundaries/editor-in-studio": [
      "error",
      {
        patterns: [
          { regex: "^@tiptap/", message: EDITOR_IN_STUDIO },
          { regex: "^happy-dom($|/)", message: EDITOR_IN_STUDIO },
          forbid("lesson-content/extensions", EDITOR_SCHEMA),
        ],
      },
    ],
  },
};

export const importBoundaries = [
  ...Object.entries(RULES).map(([folder, patterns]) => ({
    name: `import-boundaries/${folder}`,
    files: [folder],
    plugins: { boundaries },
    rules: { "boundaries/no-restricted-imports": ["error", { patterns }] },
  })),
  EDITOR_BOUNDARY,
];
