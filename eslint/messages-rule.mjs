// Production code reads its texts through next-intl only. The production build precompiles messages/*.json
// (next.config.mjs, `precompile: true`): every import of those files gives icu-minify's compiled messages, in
// which a message with an argument is an array, not a string. Code that read a value itself and formatted it
// with .replace worked in the tests and failed only in production (lesson and question translations, issue 25).
// So production code may not import the message files nor hold the loaded messages, except the few modules
// that hand them whole to next-intl; `t.raw` is refused everywhere (next-intl does not support it with
// precompiled messages: it throws in development and returns compiled messages in production).
import path from "node:path";

const MESSAGE_FILE = /(^|\/)messages\/[^/]*\.json$/;
const MESSAGE_GETTERS = new Set(["getMessages", "useMessages"]);

/** Modules that pass the messages whole to next-intl (createTranslator, getRequestConfig, the client provider). */
const LOADERS = ["lib/i18n/english.ts", "lib/i18n/load-messages.ts", "components/i18n/client-messages.tsx"];

const WHY = "messages/*.json are precompiled in the production build (next.config.mjs), so their values are not strings";

/** The module a static or dynamic import names; a template literal's expressions count as any text. */
function importedPath(source) {
  if (!source) return null;
  if (source.type === "Literal" && typeof source.value === "string") return source.value;
  if (source.type === "TemplateLiteral") return source.quasis.map((quasi) => quasi.value.cooked ?? "").join("*");
  return null;
}

const isTypeOnly = (node) => node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Read messages through next-intl, never from the (precompiled) message files" },
    schema: [],
    messages: {
      messageFile: `${WHY}: translate with getTranslations/useTranslations, translatorFor or englishTranslator (lib/i18n). A type-only import is fine.`,
      messageGetter: `${WHY}: {{name}} is for handing them to NextIntlClientProvider (components/i18n/client-messages.tsx); translate with t().`,
      raw: "t.raw is not supported with precompiled messages (next.config.mjs): read each message with t(), and keep lists of keys in the code.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const loader = LOADERS.includes(file);
    const checkPath = (node, source) => {
      const target = importedPath(source);
      if (!loader && target && MESSAGE_FILE.test(target)) context.report({ node, messageId: "messageFile" });
    };
    return {
      ImportDeclaration(node) {
        if (isTypeOnly(node)) return;
        checkPath(node, node.source);
        if (loader || !/^next-intl(\/|$)/.test(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === "ImportSpecifier" ? (specifier.imported.name ?? specifier.imported.value) : null;
          if (MESSAGE_GETTERS.has(name)) context.report({ node: specifier, messageId: "messageGetter", data: { name } });
        }
      },
      ImportExpression(node) {
        checkPath(node, node.source);
      },
      "ExportAllDeclaration, ExportNamedDeclaration[source]"(node) {
        if (node.exportKind !== "type") checkPath(node, node.source);
      },
      "CallExpression[callee.type='Identifier'][callee.name='require']"(node) {
        checkPath(node, node.arguments[0]);
      },
      // t.raw(…); String.raw and Prisma.raw are not translators.
      "CallExpression > MemberExpression.callee[property.name='raw']:not([object.name=/^(String|Prisma)$/])"(node) {
        context.report({ node, messageId: "raw" });
      },
    };
  },
};

/** Flat-config entry for eslint.config.mjs: production code only (tests may read the files as they are). */
/** @type {import("eslint").Linter.Config} */
const messagesRule = {
  files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  plugins: { messages: { rules: { "no-raw-messages": rule } } },
  rules: { "messages/no-raw-messages": "error" },
};

export default messagesRule;
