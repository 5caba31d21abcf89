import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFormatter, createTranslator, NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { ThreadPost } from "@/lib/discussions/thread-view";
import type { DiscussionsT, Formatter } from "./discussions-t";
import { IconSprite } from "./icon-sprite";
import { PostItem } from "./post-item";
import { postTexts } from "./post-texts";
import { ReplyForm } from "./reply-form";
import { ThreadInteractions } from "./thread-interactions";
import { ThreadStaffTools } from "./thread-staff-tools";

// The thread page's posts are drawn on the server as plain buttons (./post-item.tsx, ./post-actions.tsx); one
// listener (./thread-interactions.tsx) acts on them. Rendered here as the page renders them, the listener sends
// each button's request to the discussion routes, fills the reply form's quote, opens the edit form in place and
// loads the two dialogs when first asked.

const mockRefresh = jest.fn();
jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));

const t = createTranslator({ locale: "en", messages, namespace: "Discussions" }) as unknown as DiscussionsT;
const format = createFormatter({ locale: "en", timeZone: "UTC" }) as Formatter;
const texts = postTexts(t, format);
const fetchMock = jest.fn();

function post(id: string, overrides: Partial<ThreadPost> = {}): ThreadPost {
  return {
    id, state: "visible", isOpening: false, html: `<p>Body of ${id}</p>`, body: null, helpfulCount: 2, votedByMe: false, reportedByMe: false,
    createdAt: "2026-11-30T10:00:00.000Z", editedAt: null, author: { id: `author-${id}`, name: `Author ${id}`, staff: false },
    mine: false, editable: false, quoted: null, ...overrides,
  };
}

function renderThread(posts: ThreadPost[], viewer = { staff: false, canReply: true, chooseAnswer: false }) {
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <ThreadInteractions threadId="thread-1">
        <IconSprite />
        {viewer.staff ? <ThreadStaffTools pinned={false} locked={false} t={t} /> : null}
        <ol>
          {posts.map((p) => <li key={p.id}><PostItem post={p} isAnswer={false} viewer={viewer} texts={texts} /></li>)}
        </ol>
        <ReplyForm threadId="thread-1" />
      </ThreadInteractions>
    </NextIntlClientProvider>,
  );
}

const postNamed = (name: string) => screen.getByRole("article", { name: `Post by ${name}` });
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(init.body) };
};

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => ({}) });
  global.fetch = fetchMock;
  mockRefresh.mockReset();
  mockToast.mockReset();
});

it("marks a post helpful through its route and refreshes the page's server data", async () => {
  renderThread([post("p1", { isOpening: true }), post("p2")]);
  await userEvent.click(within(postNamed("Author p2")).getByRole("button", { name: /Helpful/ }));
  expect(lastRequest()).toEqual({ url: "/api/discussions/posts/p2/helpful", method: "POST", body: undefined });
  await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
});

it("quotes a post in the reply form, focused, and sends the quote with the reply", async () => {
  renderThread([post("p1", { isOpening: true }), post("p2")]);
  await userEvent.click(within(postNamed("Author p2")).getByRole("button", { name: "Quote" }));
  const form = screen.getByTestId("reply-form");
  expect(form).toHaveTextContent("Quoting Author p2");
  const field = within(form).getByRole("textbox", { name: "Your message" });
  expect(field).toHaveFocus();
  await userEvent.type(field, "As you said");
  await userEvent.click(within(form).getByRole("button", { name: "Post the reply" }));
  await waitFor(() => expect(lastRequest()).toEqual({ url: "/api/discussions/threads/thread-1/posts?locale=en", method: "POST", body: { body: "As you said", quotedPostId: "p2" } }));
  await waitFor(() => expect(form).not.toHaveTextContent("Quoting"));
});

it("opens the reader's own post for editing in place, and gives it back on Cancel", async () => {
  renderThread([post("p1", { isOpening: true, mine: true, editable: true, body: "My *question*" }), post("p2")]);
  const mine = postNamed("Author p1");
  await userEvent.click(within(mine).getByRole("button", { name: "Edit" }));
  expect(within(mine).getByRole("textbox", { name: "Edit your post" })).toHaveValue("My *question*");
  expect(within(mine).queryByTestId("post-body")).toBeNull();
  await userEvent.click(within(mine).getByRole("button", { name: "Cancel" }));
  expect(within(mine).getByTestId("post-body")).toHaveTextContent("Body of p1");
  expect(within(postNamed("Author p2")).queryByRole("button", { name: "Edit" })).toBeNull();
});

it("asks before deleting the reader's own post, in a dialog loaded on first use", async () => {
  renderThread([post("p1", { isOpening: true }), post("p2", { mine: true })]);
  expect(screen.queryByRole("dialog")).toBeNull();
  await userEvent.click(within(postNamed("Author p2")).getByRole("button", { name: "Delete" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
  expect(lastRequest()).toEqual({ url: "/api/discussions/posts/p2", method: "DELETE", body: undefined });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

it("reports a post with a reason from its dialog", async () => {
  renderThread([post("p1", { isOpening: true }), post("p2")]);
  await userEvent.click(within(postNamed("Author p2")).getByTestId("report-post"));
  const dialog = await screen.findByRole("dialog", { name: "Report this post" });
  await userEvent.click(within(dialog).getByRole("radio", { name: "Spam or advertising" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
  expect(lastRequest()).toEqual({ url: "/api/discussions/posts/p2/reports", method: "POST", body: { reason: "spam", details: "" } });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

it("gives staff the answer, hide and pin buttons, each to its route", async () => {
  renderThread([post("p1", { isOpening: true }), post("p2")], { staff: true, canReply: true, chooseAnswer: true });
  const reply = postNamed("Author p2");
  expect(within(postNamed("Author p1")).queryByTestId("mark-answer")).toBeNull();
  await userEvent.click(within(reply).getByTestId("mark-answer"));
  expect(lastRequest()).toEqual({ url: "/api/discussions/threads/thread-1/answer", method: "PUT", body: { postId: "p2" } });
  await userEvent.click(within(reply).getByTestId("hide-post"));
  expect(lastRequest()).toEqual({ url: "/api/discussions/posts/p2/moderation", method: "POST", body: { action: "hide" } });
  await userEvent.click(screen.getByRole("button", { name: "Pin to the top" }));
  expect(lastRequest()).toEqual({ url: "/api/discussions/threads/thread-1", method: "PATCH", body: { pinned: true } });
  // Staff mark nothing helpful; a reader who may not reply gets no Quote.
  expect(within(reply).queryByRole("button", { name: /Helpful/ })).toBeNull();
});

it("says in the error's words why the server refused, and keeps the page as it is", async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 403, json: async () => ({ code: "SUSPENDED" }) });
  renderThread([post("p1", { isOpening: true }), post("p2")]);
  await userEvent.click(within(postNamed("Author p2")).getByRole("button", { name: /Helpful/ }));
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive", description: messages.Discussions.error_SUSPENDED })));
  expect(mockRefresh).not.toHaveBeenCalled();
});

it("draws each button's icon from the page's one sprite", () => {
  renderThread([post("p1", { isOpening: true, mine: true, editable: true, body: "Mine" }), post("p2")]);
  const uses = [...document.querySelectorAll("button use")].map((use) => use.getAttribute("href"));
  expect(new Set(uses)).toEqual(new Set(["#discussion-icon-quote", "#discussion-icon-pencil", "#discussion-icon-trash", "#discussion-icon-thumbs-up", "#discussion-icon-flag"]));
  for (const href of uses) expect(document.querySelectorAll(`symbol${href}`)).toHaveLength(1);
  expect(document.querySelector("symbol#discussion-icon-quote path")).not.toBeNull();
});

it("draws tombstones, hidden posts, edits, staff badges and quotes as the server sends them", () => {
  renderThread([
    post("p1", { isOpening: true, author: { id: "i", name: "Teacher", staff: true }, editedAt: "2026-11-30T10:05:00.000Z" }),
    post("p2", { state: "deleted", html: null }),
    post("p3", { state: "hidden", html: null }),
    post("p4", { author: null, quoted: { id: "p3", author: "Author p3", excerpt: null }, reportedByMe: true }),
  ]);
  const opening = postNamed("Teacher");
  expect(opening).toHaveTextContent("Instructor");
  expect(opening).toHaveTextContent("(edited)");
  expect(within(opening).getByTestId("post-body")).toHaveAttribute("dir", "auto");
  const deleted = postNamed("Author p2");
  expect(deleted).toHaveTextContent("This post was deleted.");
  expect(within(deleted).queryAllByRole("button")).toEqual([]);
  expect(postNamed("Author p3")).toHaveTextContent("This post was hidden by the course's staff.");
  expect(within(postNamed("Author p3")).queryByTestId("report-post")).toBeNull();
  const former = postNamed("Former member");
  expect(former).toHaveTextContent("The quoted post is no longer shown.");
  expect(former).toHaveTextContent("You reported this post.");
  expect(within(former).queryByTestId("report-post")).toBeNull();
  expect(former).toHaveAttribute("id", "post-p4");
});

it("shows staff a hidden post's text, marked, with Restore", async () => {
  renderThread([post("p1", { isOpening: true }), post("p2", { state: "hidden" })], { staff: true, canReply: true, chooseAnswer: true });
  const hidden = postNamed("Author p2");
  expect(hidden).toHaveTextContent("Hidden from students");
  expect(within(hidden).getByTestId("post-body")).toHaveTextContent("Body of p2");
  await userEvent.click(within(hidden).getByTestId("restore-post"));
  expect(lastRequest()).toEqual({ url: "/api/discussions/posts/p2/moderation", method: "POST", body: { action: "restore" } });
});
