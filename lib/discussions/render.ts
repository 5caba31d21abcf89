import "server-only";
import { annotateScriptureReferences } from "@/lib/scripture/annotate";
import type { BookId } from "@/lib/scripture/books";
import { renderPostMarkdown } from "./markdown";

/** A post as shown: safe HTML with its Bible references made the same popover buttons lessons have. */
export async function renderPost(body: string, locale: string, book: BookId | null): Promise<string> {
  const { html } = await annotateScriptureReferences(renderPostMarkdown(body), [locale, "en"], book);
  return html;
}
