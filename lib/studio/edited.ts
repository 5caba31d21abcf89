import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isSeed, type SaveActor } from "./actor";

/**
 * Marks a course as edited by its staff (Course.editedAt), in the save's own transaction: from then on the seed
 * leaves the whole course alone (prisma/seed/curriculum.ts), so nothing written in the studio is overwritten.
 * The seed's own saves mark nothing.
 */
export async function markEdited(tx: Pick<Prisma.TransactionClient, "course">, courseId: string, actor: SaveActor): Promise<void> {
  if (isSeed(actor)) return;
  await tx.course.update({ where: { id: courseId }, data: { editedAt: new Date() } });
}
