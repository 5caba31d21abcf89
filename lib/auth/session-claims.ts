import type { JWT } from "next-auth/jwt";
import { fullName } from "@/lib/users/full-name";
import type { PublicUser } from "@/lib/users/service";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Who a session is issued to: the public user and the row's session version at that moment. */
export type SessionSubject = PublicUser & { sessionVersion: number };

/**
 * The one shape of a session token. next-auth's jwt callback (Credentials provider) and our own sign-ins
 * (POST /api/login, sign-up, sign out everywhere) all build it here, so every session reads the same.
 */
export function sessionClaims(subject: SessionSubject, remember: boolean): JWT {
  return {
    sub: subject.id,
    id: subject.id,
    email: subject.email,
    name: fullName(subject),
    firstName: subject.firstName,
    lastName: subject.lastName,
    nameOrder: subject.nameOrder,
    role: subject.role,
    remember,
    sessionVersion: subject.sessionVersion,
  };
}

/** The version a decoded token was issued under; tokens from before versions existed count as 0. */
export function tokenSessionVersion(token: Pick<JWT, "sessionVersion">): number {
  return typeof token.sessionVersion === "number" ? token.sessionVersion : 0;
}

/** What may leave the server of a subject (the version stays inside the token). */
export function publicPart({ id, firstName, lastName, nameOrder, email, role }: SessionSubject): PublicUser {
  return { id, firstName, lastName, nameOrder, email, role };
}
