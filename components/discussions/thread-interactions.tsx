"use client";
import { createContext, lazy, Suspense, useContext, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useDiscussionRequest } from "./use-discussion-request";

// The thread's posts are server HTML; their buttons (./post-actions.tsx, ./thread-staff-tools.tsx) are plain
// buttons naming what they do in a data attribute, inside the post's article that names the post. One listener here serves them all, as ScriptureHost serves the
// Scripture buttons, so a page of 50 posts hydrates one component instead of 50. The two dialogs load on first use.
const ConfirmDialog = lazy(() => import("@/components/studio/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })));
const ReportDialog = lazy(() => import("./report-dialog").then((module) => ({ default: module.ReportDialog })));

/** The post a reply quotes, and its author's name as shown. */
export type Quote = { id: string; author: string };
type Interactions = { quote: Quote | null; clearQuote: () => void; editing: string | null; stopEditing: () => void };

const InteractionsContext = createContext<Interactions>({ quote: null, clearQuote: () => {}, editing: null, stopEditing: () => {} });

/** The quote the reader chose and the post being edited, for the reply form and the editable post. */
export const useThreadInteractions = () => useContext(InteractionsContext);

type Action =
  | { kind: "request"; url: string; method: string; body?: unknown }
  | { kind: "quote"; quote: Quote }
  | { kind: "edit" | "delete" | "report"; postId: string };

/** What a click on one of the thread's buttons asks for: a request to a discussion route, or a state to show. */
function actionOf(button: HTMLButtonElement, threadId: string): Action | null {
  const { postAction, threadAction } = button.dataset;
  // A post's buttons sit in its article, which names the post and its author once for all of them.
  const article = button.closest<HTMLElement>("[data-post-id]");
  const postId = article?.dataset.postId ?? "";
  const post = `/api/discussions/posts/${postId}`;
  const answer = `/api/discussions/threads/${threadId}/answer`;
  const thread = `/api/discussions/threads/${threadId}`;
  switch (postAction ?? threadAction) {
    case "helpful": return { kind: "request", url: `${post}/helpful`, method: "POST" };
    case "answer": return { kind: "request", url: answer, method: "PUT", body: { postId } };
    case "unanswer": return { kind: "request", url: answer, method: "PUT", body: { postId: null } };
    case "hide": case "restore": return { kind: "request", url: `${post}/moderation`, method: "POST", body: { action: postAction } };
    case "pin": case "unpin": return { kind: "request", url: thread, method: "PATCH", body: { pinned: threadAction === "pin" } };
    case "lock": case "unlock": return { kind: "request", url: thread, method: "PATCH", body: { locked: threadAction === "lock" } };
    case "quote": return { kind: "quote", quote: { id: postId, author: article?.dataset.author ?? "" } };
    case "edit": case "delete": case "report": return { kind: postAction as "edit" | "delete" | "report", postId };
    default: return null;
  }
}

export function ThreadInteractions({ threadId, children }: { threadId: string; children: React.ReactNode }) {
  const t = useTranslations("Discussions");
  const send = useDiscussionRequest();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);

  function onClick(event: React.MouseEvent) {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-post-action], button[data-thread-action]");
    const action = button && actionOf(button, threadId);
    if (!action) return;
    if (action.kind === "request") void send(action.url, action.method, action.body);
    else if (action.kind === "quote") setQuote(action.quote);
    else if (action.kind === "edit") setEditing(action.postId);
    else if (action.kind === "delete") setConfirmDelete(action.postId);
    else setReporting(action.postId);
  }

  const value = useMemo(() => ({ quote, clearQuote: () => setQuote(null), editing, stopEditing: () => setEditing(null) }), [quote, editing]);
  return (
    <InteractionsContext.Provider value={value}>
      <div onClick={onClick}>{children}</div>
      <Suspense fallback={null}>
        {confirmDelete ? (
          <ConfirmDialog
            open
            title={t("deleteTitle")}
            description={t("deleteDescription")}
            confirmLabel={t("delete")}
            cancelLabel={t("cancel")}
            onCancel={() => setConfirmDelete(null)}
            onConfirm={async () => {
              setConfirmDelete(null);
              await send(`/api/discussions/posts/${confirmDelete}`, "DELETE");
            }}
          />
        ) : null}
        {reporting ? <ReportDialog postId={reporting} open onClose={() => setReporting(null)} /> : null}
      </Suspense>
    </InteractionsContext.Provider>
  );
}
