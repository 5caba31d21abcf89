import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { LessonActionsBar } from "./lesson-actions-bar";

// Several clicks through Radix dialogs: slow on a busy 2-core machine.
jest.setTimeout(20_000);

const t = messages.StudioLesson.actions;

function renderBar(props: Partial<React.ComponentProps<typeof LessonActionsBar>> = {}) {
  const handlers = { onSaveRevision: jest.fn(), onPublish: jest.fn(), onUnpublish: jest.fn(), onDelete: jest.fn() };
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LessonActionsBar lesson={{ state: "published", hasProgress: false }} previewHref="/studio/courses/c1/lessons/l1/preview" draftSaved busy={false} {...handlers} {...props} />
    </NextIntlClientProvider>,
  );
  return { ...handlers, user: userEvent.setup() };
}

it("opens the student preview in a new tab, and says so", () => {
  renderBar();
  const preview = screen.getByRole("link", { name: `${t.preview} ${t.newTab}` });
  expect(preview).toHaveAttribute("href", "/studio/courses/c1/lessons/l1/preview");
  expect(preview).toHaveAttribute("target", "_blank");
});

it("saves a revision and publishes only once the text is stored, and says why it waits", () => {
  renderBar({ draftSaved: false });
  expect(screen.getByRole("button", { name: t.publish })).toBeDisabled();
  expect(screen.getByRole("button", { name: t.saveRevision })).toBeDisabled();
  expect(screen.getByRole("group", { name: t.label })).toHaveAccessibleDescription(t.waitForSave);
});

it("publishes and saves a revision when asked", async () => {
  const { onPublish, onSaveRevision, user } = renderBar();
  await user.click(screen.getByRole("button", { name: t.publish }));
  await user.click(screen.getByRole("button", { name: t.saveRevision }));
  expect(onPublish).toHaveBeenCalledTimes(1);
  expect(onSaveRevision).toHaveBeenCalledTimes(1);
});

it("asks before unpublishing; Cancel has the focus and changes nothing", async () => {
  const { onUnpublish, user } = renderBar();
  await user.click(screen.getByRole("button", { name: t.unpublish }));
  const dialog = screen.getByRole("dialog", { name: t.unpublishTitle });
  expect(within(dialog).getByRole("button", { name: t.cancel })).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(onUnpublish).not.toHaveBeenCalled();
  await user.click(screen.getByRole("button", { name: t.unpublish }));
  await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: t.unpublish }));
  expect(onUnpublish).toHaveBeenCalledTimes(1);
});

it("offers no Unpublish for a draft lesson", () => {
  renderBar({ lesson: { state: "draft", hasProgress: false } });
  expect(screen.queryByRole("button", { name: t.unpublish })).toBeNull();
});

it("warns that a lesson with students' progress is unpublished instead of deleted", async () => {
  const { onDelete, user } = renderBar({ lesson: { state: "published", hasProgress: true } });
  await user.click(screen.getByRole("button", { name: t.delete }));
  const dialog = screen.getByRole("dialog", { name: t.deleteTitle });
  expect(dialog).toHaveTextContent(t.deleteBodyProgress);
  await user.click(within(dialog).getByRole("button", { name: t.unpublishInstead }));
  expect(onDelete).toHaveBeenCalledTimes(1);
});

it("says a deletion cannot be undone", async () => {
  const { user } = renderBar();
  await user.click(screen.getByRole("button", { name: t.delete }));
  expect(screen.getByRole("dialog", { name: t.deleteTitle })).toHaveTextContent(t.deleteBody);
});
