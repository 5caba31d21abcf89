import { getFormatter, getTranslations } from "next-intl/server";
import type { AuditListEntry } from "@/lib/audit/list";

const ROLES = new Set(["student", "instructor", "admin"]);
const numberOf = (value: unknown) => (typeof value === "number" ? value : null);
const stringOf = (value: unknown) => (typeof value === "string" ? value : null);

/** One entry's details in words: the role change, the amount refunded, what a deletion kept. */
export async function AuditDetails({ entry }: { entry: AuditListEntry }) {
  const [t, format] = await Promise.all([getTranslations("AdminAudit"), getFormatter()]);
  const d = entry.details;
  const role = (value: unknown) => (typeof value === "string" && ROLES.has(value) ? t(`role_${value as "student"}`) : String(value));
  const cents = numberOf(d.amountCents);
  const currency = stringOf(d.currency);
  const amount = cents !== null && currency ? format.number(cents / 100, { style: "currency", currency: currency.toUpperCase() }) : "";

  switch (entry.action) {
    case "user.role_changed":
      return <>{t("detailsRoleChanged", { from: role(d.from), to: role(d.to) })}</>;
    case "payment.refund_requested":
      return <>{t("detailsRefundRequested", { amount, by: t(d.requestedBy === "admin" ? "requestedByAdmin" : "requestedByStudent") })}</>;
    case "payment.refunded":
      return <>{t("detailsRefunded", { amount })}</>;
    case "user.deleted":
      return <>{t("detailsDeleted", { payments: numberOf(d.keptPayments) ?? 0 })}</>;
    default:
      return <code className="break-all text-xs">{JSON.stringify(d)}</code>;
  }
}
