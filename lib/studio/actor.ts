import type { StudioRole } from "./course-access";

// Who saves through the studio's save functions: a signed-in admin or instructor, or the seed importing the
// curriculum (prisma/seed/curriculum.ts), which writes as the school itself. The seed's saves are the same
// writes, except that they mark nothing as edited by staff (Course.editedAt), record no audit entry (the log is
// of what people did) and revalidate nothing (no server is running; scripts/start.mjs empties the data cache
// after seeding).

export type StaffActor = { id: string; role: StudioRole };
export const SEED_ACTOR = { id: null, role: "admin", seed: true } as const;
export type SaveActor = StaffActor | typeof SEED_ACTOR;

export const isSeed = (actor: SaveActor): actor is typeof SEED_ACTOR => "seed" in actor;
