import { getFormatter, getTranslations } from "next-intl/server";

/** Told to a suspended student where a form would be: until when, and that reading goes on. */
export async function SuspendedNotice({ until }: { until: Date | null }) {
  const t = await getTranslations("Discussions");
  const format = await getFormatter();
  return (
    <p role="status" data-testid="discussions-suspended" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      {t("suspendedNotice", { date: until ? format.dateTime(until, { dateStyle: "medium", timeStyle: "short" }) : "" })}
    </p>
  );
}
