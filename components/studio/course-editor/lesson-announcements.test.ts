/** @jest-environment node */
import { lessonAnnouncements, type AnnouncementTexts } from "./lesson-announcements";

const texts: AnnouncementTexts = {
  pickedUp: ({ title, position, count }) => `picked ${title} ${position}/${count}`,
  over: ({ title, position, count }) => `over ${title} ${position}/${count}`,
  dropped: ({ title, position, count }) => `dropped ${title} ${position}/${count}`,
  cancelled: ({ title, position }) => `cancelled ${title} ${position}`,
};
const titles: Record<string, string> = { a: "Creation", b: "The Fall", c: "The Flood" };
const announcements = lessonAnnouncements(["a", "b", "c"], (id) => titles[id]!, texts);
const item = (id: string) => ({ id }) as never;

it("names the lesson and its place, counted from 1, at each step of a drag", () => {
  expect(announcements.onDragStart({ active: item("b") })).toBe("picked The Fall 2/3");
  // Over its own place right after the pick-up: nothing to say yet.
  expect(announcements.onDragOver({ active: item("b"), over: item("b") })).toBeUndefined();
  expect(announcements.onDragOver({ active: item("b"), over: item("c") })).toBe("over The Fall 3/3");
  expect(announcements.onDragOver({ active: item("b"), over: item("c") })).toBeUndefined();
  expect(announcements.onDragOver({ active: item("b"), over: item("b") })).toBe("over The Fall 2/3");
  expect(announcements.onDragEnd({ active: item("b"), over: item("a") })).toBe("dropped The Fall 1/3");
  expect(announcements.onDragCancel({ active: item("b"), over: null })).toBe("cancelled The Fall 2");
});

it("says a drop outside the list is a cancelled move, and stays silent while over nothing", () => {
  announcements.onDragStart({ active: item("a") });
  expect(announcements.onDragOver({ active: item("a"), over: null })).toBeUndefined();
  expect(announcements.onDragEnd({ active: item("a"), over: null })).toBe("cancelled Creation 1");
});
