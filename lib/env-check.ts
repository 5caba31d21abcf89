import { EnvError, parseEnv } from "./env";

// Imported once at server start (instrumentation.ts): a missing or malformed production variable
// stops the server with a message that names it.
try {
  parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`\n${error.message}\nSee .env.example for every variable.\n`);
  if (process.env.NODE_ENV === "production") process.exit(1);
}
