import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";

// What a screen reader hears while a lesson is dragged (dnd-kit's live region), in the user's language: which
// lesson was picked up, where it is over, where it was dropped, or that the move was cancelled. Positions count
// from 1, of the whole list.

export type AnnouncementTexts = {
  pickedUp: (values: { title: string; position: number; count: number }) => string;
  over: (values: { title: string; position: number; count: number }) => string;
  dropped: (values: { title: string; position: number; count: number }) => string;
  cancelled: (values: { title: string; position: number }) => string;
};

export function lessonAnnouncements(ids: readonly string[], titleOf: (id: string) => string, texts: AnnouncementTexts): Announcements {
  const count = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const title = (id: UniqueIdentifier) => titleOf(String(id));
  // dnd-kit reports the lesson over its own place right after it is picked up: said only once the place changes,
  // so "Picked up…" is not cut off (moving back to the starting place is still said).
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return texts.pickedUp({ title: title(active.id), position: position(active.id), count });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return texts.over({ title: title(active.id), position: position(over.id), count });
    },
    onDragEnd: ({ active, over }) =>
      over ? texts.dropped({ title: title(active.id), position: position(over.id), count }) : texts.cancelled({ title: title(active.id), position: position(active.id) }),
    onDragCancel: ({ active }) => texts.cancelled({ title: title(active.id), position: position(active.id) }),
  };
}
