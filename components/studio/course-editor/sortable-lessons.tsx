"use client";

import { closestCenter, DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { reorderLessonsAction } from "@/lib/studio/course-actions";
import { ERROR_CLASS } from "./field-styles";
import { lessonAnnouncements } from "./lesson-announcements";
import { LessonStateBadges } from "./lesson-state-badge";
import { MoveButtons } from "./move-buttons";

export type LessonRow = { id: string; title: string; state: "draft" | "published"; hasDraft: boolean };

/**
 * The course's lessons in order, to be reordered by dragging a handle (mouse or touch), with the keyboard (Space
 * or Enter on a handle, the arrow keys, Space or Enter to drop, Escape to cancel; dnd-kit announces each step), or
 * with Move up / Move down. Every move saves the whole order at once; saves run one after another, and a refused
 * one puts the list back as the server has it.
 */
export function SortableLessons({ courseId, lessons }: { courseId: string; lessons: LessonRow[] }) {
  const t = useTranslations("CourseEditor");
  const locale = useLocale();
  const router = useRouter();
  const serverIds = lessons.map((l) => l.id);
  const [ids, setIds] = useState(serverIds);
  const saved = useRef(serverIds);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const queue = useRef(Promise.resolve());
  const byId = useMemo(() => new Map(lessons.map((l) => [l.id, l])), [lessons]);
  const titleOf = (id: string) => byId.get(id)?.title ?? "";

  // A lesson added or deleted since (the page was refreshed): start again from the server's list.
  const serverKey = [...serverIds].sort().join();
  const [listKey, setListKey] = useState(serverKey);
  if (listKey !== serverKey) {
    setListKey(serverKey);
    setIds(serverIds);
  }
  // What the server holds, to go back to when a save is refused: the page's list, or the last order saved since.
  useEffect(() => {
    saved.current = lessons.map((l) => l.id);
  }, [lessons]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function save(next: string[], announcement?: string) {
    setIds(next);
    setStatus(announcement ? { text: announcement, error: false } : { text: t("orderSaving"), error: false });
    queue.current = queue.current.then(async () => {
      const result = await reorderLessonsAction(locale, courseId, next).catch(() => null);
      if (result?.ok) {
        saved.current = next;
        setStatus({ text: announcement ? `${announcement} ${t("orderSaved")}` : t("orderSaved"), error: false });
        router.refresh();
        return;
      }
      setIds(saved.current);
      setStatus({ text: result && !result.ok && result.status === 409 ? result.message : t("orderFailed"), error: true });
      if (result?.status === 409) router.refresh();
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    save(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  function moveBy(from: number, to: number) {
    const next = arrayMove(ids, from, to);
    save(next, t("lessonMoved", { title: titleOf(ids[from]!), position: to + 1, count: ids.length }));
  }

  const announcements = lessonAnnouncements(ids, titleOf, {
    pickedUp: (v) => t("dragPickedUp", v),
    over: (v) => t("dragOver", v),
    dropped: (v) => t("dragDropped", v),
    cancelled: (v) => t("dragCancelled", v),
  });

  return (
    <div className="space-y-3">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t("dragInstructions") } }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="divide-y rounded-md border" data-testid="studio-lessons">
            {ids.map((id, index) => (
              <SortableLesson key={id} courseId={courseId} lesson={byId.get(id)!} index={index} count={ids.length} onMove={moveBy} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" data-testid="lesson-order-status" className={status?.error ? ERROR_CLASS : "min-h-5 text-sm text-muted-foreground"}>
        {status?.text}
      </p>
    </div>
  );
}

function SortableLesson({ courseId, lesson, index, count, onMove }: { courseId: string; lesson: LessonRow; index: number; count: number; onMove: (from: number, to: number) => void }) {
  const t = useTranslations("CourseEditor");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 bg-card p-3 sm:flex-nowrap ${isDragging ? "relative z-10 shadow-lg ring-2 ring-primary" : ""}`}
      data-testid="studio-lesson"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t("dragHandle", { title: lesson.title })}
        className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing md:min-h-9 md:min-w-9"
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      <span className="w-6 shrink-0 text-sm tabular-nums text-muted-foreground" aria-hidden>
        {index + 1}.
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <Link href={`/studio/courses/${courseId}/lessons/${lesson.id}`} className="font-medium text-primary underline-offset-4 hover:underline" dir="auto">
          {lesson.title}
        </Link>
      </div>
      <LessonStateBadges state={lesson.state} hasDraft={lesson.hasDraft} labels={{ draft: t("lessonDraft"), published: t("lessonPublished"), changes: t("lessonChanges") }} />
      <div className="flex gap-1">
        <MoveButtons index={index} count={count} labels={{ up: t("moveLessonUp", { title: lesson.title }), down: t("moveLessonDown", { title: lesson.title }) }} onMove={onMove} />
      </div>
    </li>
  );
}
