import path from "node:path";
import { defineConfig } from "prisma/config";

// The URL is only needed by migrate/db commands; `prisma generate` (postinstall) runs without one.
export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/placeholder" },
});
