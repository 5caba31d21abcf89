import { EnvError, env, isProduction } from "./env";

// Imported once at server start (instrumentation.ts): a missing or malformed production variable
// stops the server with a message that names it.
try {
  env();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`\n${error.message}\nSee .env.example for every variable.\n`);
  if (isProduction) process.exit(1);
}
