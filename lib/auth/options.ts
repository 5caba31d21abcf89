import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { englishTranslator } from "@/lib/i18n/english";
import { loginSchema } from "@/lib/users/schema";
import { clientIp, verifyCredentials } from "./credentials";
import { isSessionCurrent } from "./session";
import { SESSION_MAX_AGE, sessionClaims, tokenSessionVersion } from "./session-claims";
import { componentLogger } from "@/lib/observability/logger";

const log = componentLogger("next-auth");

/** Thrown by the jwt callback for an ended session: an expected answer, so not logged as an error. */
class SessionEndedError extends Error {}

// JWT sessions in an httpOnly cookie (secure in production): the app servers stay stateless, and a session
// version on the user row (checked on every request that needs a user) ends sessions before they expire.
// The Credentials provider and POST /api/login share the check (verifyCredentials) and the token
// (sessionClaims, next-auth's encode and cookie: lib/auth/session-cookie.ts explains why both exist).
export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login" },
  logger: {
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && metadata instanceof SessionEndedError) return;
      log.error({ code, err: metadata }, "next-auth error");
    },
  },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const parsed = loginSchema(englishTranslator("Validation")).safeParse({ email: credentials?.email, password: credentials?.password });
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
    async jwt({ token, user }) {
      // Signing in (authorize answered the user and its session version): the one token shape.
      if (user) return sessionClaims({ ...user, sessionVersion: user.sessionVersion ?? 0 }, true);
      // Reading the session (GET /api/auth/session): an ended session throws, so next-auth answers {} and
      // clears the cookie; the header then shows the visitor signed out.
      if (!(await isSessionCurrent({ id: token.id ?? token.sub, version: tokenSessionVersion(token) }))) {
        throw new SessionEndedError("This session was ended (password reset, sign out everywhere or a role change).");
      }
      return token;
    },
    session({ session, token }) {
      session.user = {
        id: token.id,
        firstName: token.firstName,
        lastName: token.lastName,
        // Tokens issued before name orders existed carry none: given name first, as they were shown.
        nameOrder: token.nameOrder ?? "given_first",
        email: token.email ?? "",
        role: token.role,
      };
      return session;
    },
  },
};
