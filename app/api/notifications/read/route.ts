// POST /api/notifications/read – { all: true } or { ids: [...] } → { updated, unread }: marks the caller's own notifications read (others' ids change nothing); 401 signed out, 400 bad body
import { requireUser } from "@/lib/auth/session";
import { privateJson, readJson, route } from "@/lib/http/route";
import { markRead, unreadCount } from "@/lib/notifications/queries";
import { markReadSchema } from "@/lib/notifications/schema";

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const which = await readJson(request, markReadSchema);
  const updated = await markRead(user.id, which);
  return privateJson({ updated, unread: await unreadCount(user.id) });
});
