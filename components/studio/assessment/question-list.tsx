"use client";

import { Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { deleteQuestion, reorderQuestions, retireQuestion } from "@/lib/studio/assessment-actions";
import type { EditorLesson, EditorQuestion, SavedQuestion } from "@/lib/studio/assessment-editor-types";
import { actionMessage } from "./action-message";
import { QuestionCard } from "./question-card";
import { QuestionForm } from "./question-form";

type Props = {
  assessmentId: string;
  questions: EditorQuestion[];
  lessons: EditorLesson[];
  contentLanguage: string;
  crowdedPosition: number | null;
  analysisHref: string;
};

const ADD_BUTTON = "add-question";

/**
 * Where focus goes once it can: the first of the ids whose element is drawn and enabled, after the render that
 * shows it (a new question appears only once the page has been read again). Keyboard users carry on from there.
 */
function useFocusWhenShown() {
  const target = useRef<string[] | null>(null);
  useEffect(() => {
    if (!target.current) return;
    const element = target.current.map((id) => document.getElementById(id) as HTMLButtonElement | null).find((el) => el && !el.disabled);
    if (!element) return;
    element.focus();
    target.current = null;
  });
  return (...ids: string[]) => {
    target.current = ids;
  };
}

/**
 * The pool: each question as a card, one at a time open in the form; move up and down, retire, restore and delete.
 * Every change goes through a server action, then the page is read again (warnings and flags are the server's).
 * A move shows at once and is undone if the server refuses it.
 */
export function QuestionList({ assessmentId, questions, lessons, contentLanguage, crowdedPosition, analysisHref }: Props) {
  const t = useTranslations("StudioAssessment");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [editing, setEditing] = useState<string | null>(null);
  const [statuses, setStatuses] = useState<Record<string, string>>({});
  const [listMessage, setListMessage] = useState<{ text: string; error: boolean } | null>(null);
  const focusWhenShown = useFocusWhenShown();

  // The order shown: the server's, until a move changes it (and again once the server's list changes).
  const serverOrder = questions.map((q) => q.id).join(" ");
  const [order, setOrder] = useState({ from: serverOrder, ids: questions.map((q) => q.id) });
  if (order.from !== serverOrder) setOrder({ from: serverOrder, ids: questions.map((q) => q.id) });
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown = order.ids.flatMap((id, index) => (byId.has(id) ? [{ ...byId.get(id)!, number: index + 1 }] : []));

  const setStatus = (id: string, text: string) => setStatuses((all) => ({ ...all, [id]: text }));
  const failed = (result: Parameters<typeof actionMessage>[1]) => setListMessage({ text: actionMessage(t, result), error: true });

  function saved(result: SavedQuestion) {
    setEditing(null);
    setListMessage(null);
    const count = result.cues.length;
    setStatus(result.questionId, !result.changed ? t("noChanges") : count ? t("savedWithCues", { count }) : t("savedQuestion"));
    router.refresh();
    focusWhenShown(`question-${result.questionId}`);
  }

  // Buttons stay enabled while an action is under way (a disabled button would drop the keyboard's focus); a
  // second click meanwhile is ignored.
  function move(id: string, direction: -1 | 1) {
    if (pending) return;
    const from = order.ids.indexOf(id);
    const to = from + direction;
    if (from < 0 || to < 0 || to >= order.ids.length) return;
    const previous = order.ids;
    const ids = [...previous];
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    setOrder({ from: order.from, ids });
    setListMessage({ text: t("moved", { from: from + 1, to: to + 1 }), error: false });
    // React moves the card's element, which loses focus: give it back to the button pressed (or the other one, at
    // the top or the bottom of the list).
    focusWhenShown(`question-${id}-move-${direction < 0 ? "up" : "down"}`, `question-${id}-move-${direction < 0 ? "down" : "up"}`);
    startTransition(async () => {
      const result = await reorderQuestions(assessmentId, ids, locale).catch(() => null);
      if (result?.ok) return router.refresh();
      setOrder({ from: order.from, ids: previous });
      failed(result);
    });
  }

  function retire(id: string, retired: boolean) {
    if (pending) return;
    startTransition(async () => {
      const result = await retireQuestion(id, retired).catch(() => null);
      if (!result?.ok) return failed(result);
      setListMessage(null);
      setStatus(id, retired ? t("retiredDone") : t("restoredDone"));
      router.refresh();
    });
  }

  function remove(id: string) {
    if (pending) return;
    const index = shown.findIndex((q) => q.id === id);
    startTransition(async () => {
      const result = await deleteQuestion(id, locale).catch(() => null);
      if (!result?.ok) return failed(result);
      setListMessage({ text: t("deletedDone", { number: index + 1 }), error: false });
      router.refresh();
      focusWhenShown(ADD_BUTTON);
    });
  }

  const form = (question: EditorQuestion | null, number: number) => (
    <div className="rounded-lg border bg-card p-4 shadow-sm sm:p-5">
      <QuestionForm
        assessmentId={assessmentId}
        question={question}
        number={number}
        lessons={lessons}
        contentLanguage={contentLanguage}
        onSaved={saved}
        onCancel={() => {
          setEditing(null);
          focusWhenShown(question ? `question-${question.id}` : ADD_BUTTON);
        }}
      />
    </div>
  );

  return (
    <div className="space-y-4">
      <p role={listMessage?.error ? "alert" : "status"} className={`text-sm empty:hidden ${listMessage?.error ? "font-medium text-destructive" : ""}`.trimEnd()}>
        {listMessage?.text}
      </p>
      {shown.length === 0 && editing !== "new" ? <p className="rounded-lg border p-6 text-muted-foreground">{t("noQuestions")}</p> : null}
      <ol className="space-y-4" data-testid="question-list">
        {shown.map((question, index) => (
          <li key={question.id}>
            {editing === question.id ? (
              form(question, question.number)
            ) : (
              <QuestionCard
                question={question}
                lessons={lessons}
                contentLanguage={contentLanguage}
                crowdedPosition={crowdedPosition}
                first={index === 0}
                last={index === shown.length - 1}
                busy={editing !== null}
                analysisHref={`${analysisHref}#item-${question.id}`}
                status={statuses[question.id] ?? null}
                onEdit={() => setEditing(question.id)}
                onMove={(direction) => move(question.id, direction)}
                onRetire={(retired) => retire(question.id, retired)}
                onDelete={() => remove(question.id)}
              />
            )}
          </li>
        ))}
      </ol>
      {editing === "new" ? (
        form(null, shown.length + 1)
      ) : (
        <Button id={ADD_BUTTON} type="button" onClick={() => setEditing("new")} disabled={editing !== null}>
          <Plus aria-hidden />
          {t("addQuestion")}
        </Button>
      )}
    </div>
  );
}
