// Demo accounts for local use (data in demo-users.json, which `npm start` also prints). Never created in
// production unless SEED_DEMO_USERS=true on a site that says it is a demo (DEMO_SITE=true, as lib/env.ts asks).
import demoUsers from "./demo-users.json";

type DemoUser = { role: "student" | "instructor" | "admin"; firstName: string; lastName: string; email: string; password: string };

export const DEMO_USERS = demoUsers as DemoUser[];

export function demoUsersAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== "production" || (env.SEED_DEMO_USERS === "true" && env.DEMO_SITE === "true");
}
