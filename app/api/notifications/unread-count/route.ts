// GET /api/notifications/unread-count – { unread }: the signed-in user's unread notifications, for the header's bell; 401 signed out
import { requireUser } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http/route";
import { unreadCount } from "@/lib/notifications/queries";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const user = await requireUser(request);
  return privateJson({ unread: await unreadCount(user.id) });
});
