import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import type { NameOrder } from "./full-name";
import { conflict } from "@/lib/http/errors";

export type PublicUser = Pick<User, "id" | "firstName" | "lastName" | "nameOrder" | "email" | "role">;

/** What may leave the server about a user: never the password hash. */
export function toPublicUser({ id, firstName, lastName, nameOrder, email, role }: User): PublicUser {
  return { id, firstName, lastName, nameOrder, email, role };
}

export const EMAIL_TAKEN = "EMAIL_TAKEN";

/**
 * Creates a student account. The e-mail is already normalised (trimmed, lower-cased) by the schema; no name
 * order: given name first. `id`: the account's id when the caller chooses it (lib/users/sign-up.ts).
 */
export async function createUser(input: { id?: string; firstName: string; lastName: string; nameOrder?: NameOrder; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: { id: input.id, firstName: input.firstName, lastName: input.lastName, nameOrder: input.nameOrder, email: input.email, passwordHash },
    });
    return toPublicUser(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists.", { code: EMAIL_TAKEN });
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002";
}
