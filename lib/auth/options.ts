import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginSchema } from "@/lib/users/schema";
import { clientIp, verifyCredentials } from "./credentials";
import { SESSION_MAX_AGE } from "./session-cookie";

// JWT sessions in an httpOnly cookie (secure in production): the app servers stay stateless.
// Our sign-in and sign-up screens mint the same cookie through POST /api/login and the sign-up action;
// the Credentials provider is next-auth's own door to the same check.
export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const parsed = loginSchema().safeParse({ email: credentials?.email, password: credentials?.password });
        if (!parsed.success) return null;
        const headers = new Headers(request?.headers as Record<string, string> | undefined);
        try {
          return await verifyCredentials(parsed.data.email, parsed.data.password, clientIp(headers));
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.id = user.id;
        token.firstName = user.firstName;
        token.lastName = user.lastName;
        token.role = user.role;
        token.remember = true;
      }
      return token;
    },
    session({ session, token }) {
      session.user = {
        id: token.id,
        firstName: token.firstName,
        lastName: token.lastName,
        email: token.email ?? "",
        role: token.role,
      };
      return session;
    },
  },
};
