import type { getFormatter, getTranslations } from "next-intl/server";

/** The Discussions texts and the formatter, read once by a page and handed to the posts it draws. */
export type DiscussionsT = Awaited<ReturnType<typeof getTranslations<"Discussions">>>;
export type Formatter = Awaited<ReturnType<typeof getFormatter>>;
