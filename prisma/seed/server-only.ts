// The seed runs under tsx, outside Next.js, and imports the studio's save functions (./curriculum-import.ts),
// which are marked `import "server-only"`. That package throws unless resolved with the "react-server" condition,
// as Next's server bundles resolve it: so does the seed, for that one package only. Imported first by
// prisma/seed.ts, before anything that reaches lib/. Not under Jest, which refuses loader hooks and maps the
// package to an empty module itself (jest.integration.config.mjs).
import { registerHooks } from "node:module";

if (!process.env.JEST_WORKER_ID) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier !== "server-only") return nextResolve(specifier, context);
      return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
    },
  });
}
