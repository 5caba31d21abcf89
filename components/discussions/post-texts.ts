import type { DiscussionsT, Formatter } from "./discussions-t";

const WHEN = { dateStyle: "medium", timeStyle: "short" } as const;

/** The same answer for the same key, computed once: most posts of a page share their author and counts. */
export function once<K>(compute: (key: K) => string) {
  const seen = new Map<K, string>();
  return (key: K) => {
    let text = seen.get(key);
    if (text === undefined) seen.set(key, (text = compute(key)));
    return text;
  };
}

/**
 * Every text a post shows, looked up once per page rather than once per post (a page draws 50 posts, and each
 * lookup formats an ICU message): the fixed labels, and the sentences with a name or a count, per name or count.
 */
export function postTexts(t: DiscussionsT, format: Formatter) {
  return {
    formerMember: t("formerMember"), staffBadge: t("staffBadge"), answer: t("answer"), edited: t("edited"),
    hiddenForStudents: t("hiddenForStudents"), quotedGone: t("quotedGone"), deletedPost: t("deletedPost"), hiddenPost: t("hiddenPost"),
    postActions: t("postActions"), helpful: t("helpful"), quote: t("quote"), markAnswer: t("markAnswer"), unmarkAnswer: t("unmarkAnswer"),
    edit: t("edit"), delete: t("delete"), report: t("report"), reportedByMe: t("reportedByMe"), hide: t("hide"), restore: t("restore"),
    postBy: once((name: string) => t("postBy", { name })),
    helpfulCount: once((count: number) => t("helpfulCount", { count })),
    when: (iso: string) => format.dateTime(new Date(iso), WHEN),
  };
}

export type PostTexts = ReturnType<typeof postTexts>;
