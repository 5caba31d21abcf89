import { getFormatter, getTranslations } from "next-intl/server";
import type { AuditListEntry } from "@/lib/audit/list";
import { CURRENCY } from "@/lib/payments/money";

const ROLES = new Set(["student", "instructor", "admin"]);
const STATES = new Set(["draft", "published", "archived"]);
const numberOf = (value: unknown) => (typeof value === "number" ? value : null);
const stringOf = (value: unknown) => (typeof value === "string" ? value : null);

/** One entry's details in words: the role change, the amount refunded, what a deletion kept, a course's change. */
export async function AuditDetails({ entry }: { entry: AuditListEntry }) {
  const [t, format] = await Promise.all([getTranslations("AdminAudit"), getFormatter()]);
  const d = entry.details;
  const role = (value: unknown) => (typeof value === "string" && ROLES.has(value) ? t(`role_${value as "student"}`) : String(value));
  const state = (value: unknown) => (typeof value === "string" && STATES.has(value) ? t(`state_${value as "draft"}`) : String(value));
  const price = (value: unknown) => (typeof value === "string" && value ? format.number(Number(value), { style: "currency", currency: CURRENCY.toUpperCase() }) : "");
  const names = (value: unknown) => (Array.isArray(value) ? value.filter((n): n is string => typeof n === "string") : []);
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
    case "course.created":
      return <>{t("detailsCreated", { state: state(d.state) })}</>;
    case "course.published":
    case "course.unpublished":
    case "course.archived":
      return d.from ? <>{t("detailsStateChanged", { from: state(d.from), to: state(d.to) })}</> : <>{state(d.to)}</>;
    case "course.price_changed":
      return <>{t("detailsPriceChanged", { from: price(d.from), to: price(d.to) })}</>;
    case "course.instructors_changed": {
      const [added, removed] = [names(d.added), names(d.removed)];
      return (
        <>
          {added.length > 0 && <span className="block">{t("detailsAssigned", { names: format.list(added) })}</span>}
          {removed.length > 0 && <span className="block">{t("detailsUnassigned", { names: format.list(removed) })}</span>}
        </>
      );
    }
    case "course.deleted":
      return <>{t("detailsCourseDeleted", { title: stringOf(d.title) ?? "", slug: stringOf(d.slug) ?? "" })}</>;
    case "assessment.deleted":
      return <bdi>{stringOf(d.title) ?? ""}</bdi>;
    case "question.deleted":
      return <>{t("detailsQuestionDeleted", { question: stringOf(d.question) ?? "", assessment: stringOf(d.assessment) ?? "" })}</>;
    case "lesson.unpublished":
      return d.instead === "deleted" ? <>{t("detailsUnpublishedInstead")}</> : null;
    case "lesson.deleted":
      return <bdi>{stringOf(d.title) ?? ""}</bdi>;
    case "video.replaced":
      return <>{t("detailsVideoReplaced")}</>;
    case "lesson.published":
    case "video.published":
    case "video.unpublished":
    case "video.deleted":
      return null;
    default:
      return <code className="break-all text-xs">{JSON.stringify(d)}</code>;
  }
}
