import type { DefaultSession } from "next-auth";

type Role = "student" | "instructor" | "admin";
type NameOrder = "given_first" | "family_first";

declare module "next-auth" {
  interface Session {
    user: { id: string; firstName: string; lastName: string; nameOrder?: NameOrder; email: string; role: Role } & Omit<
      DefaultSession["user"],
      "email"
    >;
  }
  interface User {
    id: string;
    firstName: string;
    lastName: string;
    nameOrder: NameOrder;
    email: string;
    role: Role;
    /** The user row's session version when the Credentials provider signed them in (lib/auth/session-claims.ts). */
    sessionVersion?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    id: string;
    firstName: string;
    lastName: string;
    nameOrder?: NameOrder;
    role: Role;
    /** false: the session cookie ends with the browser ("Remember me" unticked). */
    remember?: boolean;
    /** The user's session version at sign-in; the token is refused once the row's is higher. Absent = 0. */
    sessionVersion?: number;
  }
}
