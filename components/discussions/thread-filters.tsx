import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { THREAD_SORTS, type ThreadSort } from "@/lib/discussions/schema";

/** Sort and search as a plain GET form: works before (and without) the page's scripts, and the address can be shared. */
export async function ThreadFilters({ sort, q, lessonId }: { sort: ThreadSort; q: string; lessonId: string | null }) {
  const t = await getTranslations("Discussions");
  return (
    <form method="get" role="search" className="flex flex-wrap items-end gap-3" aria-label={t("searchLabel")}>
      {lessonId ? <input type="hidden" name="lesson" value={lessonId} /> : null}
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor="discussion-search" className="text-sm font-medium">{t("searchLabel")}</label>
        <Input id="discussion-search" type="search" name="q" dir="auto" defaultValue={q} maxLength={200} />
      </div>
      <div className="space-y-1">
        <label htmlFor="discussion-sort" className="text-sm font-medium">{t("sortLabel")}</label>
        <select id="discussion-sort" name="sort" defaultValue={sort} className="block h-10 rounded-md border border-input bg-background px-3 text-sm">
          {THREAD_SORTS.map((value) => (
            <option key={value} value={value}>{t(`sort_${value}`)}</option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" className="min-h-10">{t("searchButton")}</Button>
    </form>
  );
}
