import type { DefaultSession } from "next-auth";

type Role = "student" | "instructor" | "admin";

declare module "next-auth" {
  interface Session {
    user: { id: string; firstName: string; lastName: string; email: string; role: Role } & Omit<
      DefaultSession["user"],
      "email"
    >;
  }
  interface User {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    role: Role;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    id: string;
    firstName: string;
    lastName: string;
    role: Role;
    /** false: the session cookie ends with the browser ("Remember me" unticked). */
    remember?: boolean;
  }
}
