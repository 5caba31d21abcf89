import "server-only";
import { db } from "@/lib/db";
import { sendMail, type Mail } from "@/lib/mail/send";
import { digestMail, eventMail, mailLocale } from "./compose";
import { digestWindow } from "./digest-window";
import { DEFAULT_EMAIL_MODE } from "./modes";
import { notificationViewSelect, toView } from "./views";

export type DeliveryOutcome = "sent" | "skipped" | "already-handled";

type Composed = { mail: Mail } | { skip: string };

/** The e-mail an outbox row stands for now, or why there is none (the reader's choice changed, it was read…). */
async function compose(deliveryId: string): Promise<Composed> {
  const delivery = await db.emailDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    select: {
      notificationId: true,
      digestDay: true,
      user: { select: { id: true, email: true, firstName: true, preferredLocale: true, deletedAt: true, notificationSetting: { select: { emailMode: true } } } },
    },
  });
  const { user } = delivery;
  if (user.deletedAt) return { skip: "account deleted" };
  const mode = user.notificationSetting?.emailMode ?? DEFAULT_EMAIL_MODE;
  const locale = mailLocale(user);

  if (delivery.notificationId) {
    if (mode !== "each") return { skip: `e-mail is ${mode}` };
    const row = await db.notification.findUniqueOrThrow({
      where: { id: delivery.notificationId },
      select: { ...notificationViewSelect(locale), post: { select: { state: true } } },
    });
    if (row.readAt) return { skip: "read before it was sent" };
    if (row.post && row.post.state !== "visible") return { skip: `post ${row.post.state}` };
    return { mail: await eventMail(user, toView(row)) };
  }

  if (mode !== "daily") return { skip: `e-mail is ${mode}` };
  const { from, to } = digestWindow(delivery.digestDay!);
  const rows = await db.notification.findMany({
    where: {
      userId: user.id,
      readAt: null,
      createdAt: { gte: from, lt: to },
      // Not what was already e-mailed one by one (before the reader switched to the digest).
      emails: { none: { status: "sent" } },
      OR: [{ post: null }, { post: { state: "visible" } }],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: notificationViewSelect(locale),
  });
  if (rows.length === 0) return { skip: "nothing unread that day" };
  return { mail: await digestMail(user, rows.map(toView)) };
}

/**
 * Sends one outbox row's e-mail, at most once. The row is claimed (pending → sending) before anything is sent,
 * so a repeated or concurrent job finds it taken and does nothing. A failure to compose or send gives the claim
 * back and throws, for the queue's retry. Once the SMTP server accepted the message the row is never given back:
 * should marking it sent fail, it stays "sending" rather than risk a second copy.
 */
export async function deliverEmail(deliveryId: string): Promise<DeliveryOutcome> {
  const claimed = await db.emailDelivery.updateMany({ where: { id: deliveryId, status: "pending" }, data: { status: "sending", attempts: { increment: 1 } } });
  if (claimed.count !== 1) return "already-handled";
  const release = async (error: unknown) => {
    const detail = error instanceof Error ? error.message.slice(0, 500) : String(error);
    await db.emailDelivery.updateMany({ where: { id: deliveryId, status: "sending" }, data: { status: "pending", detail } });
  };
  let composed: Composed;
  try {
    composed = await compose(deliveryId);
    if ("mail" in composed) await sendMail(composed.mail);
  } catch (error) {
    await release(error);
    throw error;
  }
  if ("skip" in composed) {
    await db.emailDelivery.update({ where: { id: deliveryId }, data: { status: "skipped", detail: composed.skip } });
    return "skipped";
  }
  await db.emailDelivery.update({ where: { id: deliveryId }, data: { status: "sent", sentAt: new Date(), detail: null } });
  return "sent";
}
