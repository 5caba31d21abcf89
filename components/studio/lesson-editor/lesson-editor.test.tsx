import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import arabic from "@/messages/ar.json";
import type { LessonDocument } from "@/lib/lesson-content/document";
import { LessonEditor, type LessonEditorProps } from "./lesson-editor";

const t = messages.LessonEditor;
// A real Tiptap editor per test, driven through user-event: slower than a form's test on a busy machine.
jest.setTimeout(20_000);

// jsdom lays nothing out: ProseMirror measures ranges to scroll the selection into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});
const doc = (text: string): LessonDocument => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

function renderEditor(props: Partial<LessonEditorProps> = {}, locale: "en" | "ar" = "en") {
  const onChange = jest.fn();
  const onUploadImage = jest.fn(async () => ({ src: "/api/lesson-images/c1/map.png", alt: "" }));
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? messages : arabic} timeZone="UTC">
      <LessonEditor initialDoc={doc("Read John 3:16")} onChange={onChange} onUploadImage={onUploadImage} {...props} />
    </NextIntlClientProvider>,
  );
  return { onChange, onUploadImage, user: userEvent.setup() };
}

const lastDoc = (onChange: jest.Mock) => onChange.mock.calls.at(-1)?.[0] as LessonDocument;

it("names the writing area and every toolbar button, and starts from the lesson", async () => {
  renderEditor();
  const textbox = await screen.findByRole("textbox", { name: t.editorLabel });
  expect(textbox).toHaveAttribute("aria-multiline", "true");
  expect(textbox).toHaveAttribute("dir", "ltr");
  expect(textbox).toHaveTextContent("Read John 3:16");
  const toolbar = screen.getByRole("toolbar", { name: t.toolbarLabel });
  for (const name of [t.undo, t.redo, t.heading2, t.heading3, t.bold, t.italic, t.bulletList, t.orderedList, t.quote, t.link, t.image]) {
    expect(within(toolbar).getByRole("button", { name })).toBeInTheDocument();
  }
  expect(screen.getByRole("button", { name: t.bold })).toHaveAttribute("aria-pressed", "false");
  expect(screen.getByRole("button", { name: t.undo })).toHaveAttribute("aria-disabled", "true");
  expect(screen.getByText("14 characters · 3 words")).toBeInTheDocument();
});

it("formats the text from the toolbar, says which formats are on, and undoes", async () => {
  const { onChange, user } = renderEditor();
  await screen.findByRole("toolbar");
  await user.click(screen.getByRole("button", { name: t.heading2 }));
  expect(lastDoc(onChange).content[0]).toEqual({ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Read John 3:16" }] });
  expect(screen.getByRole("button", { name: t.heading2 })).toHaveAttribute("aria-pressed", "true");

  // A second press makes it a paragraph again; a list holds paragraphs.
  await user.click(screen.getByRole("button", { name: t.heading2 }));
  expect(screen.getByRole("button", { name: t.heading2 })).toHaveAttribute("aria-pressed", "false");
  await user.click(screen.getByRole("button", { name: t.bulletList }));
  expect(lastDoc(onChange).content[0]).toEqual({ type: "bulletList", content: [{ type: "listItem", content: [doc("Read John 3:16").content[0]] }] });
  expect(screen.getByRole("button", { name: t.bulletList })).toHaveAttribute("aria-pressed", "true");

  await user.click(screen.getByRole("button", { name: t.bold }));
  expect(screen.getByRole("button", { name: t.bold })).toHaveAttribute("aria-pressed", "true");

  const undo = screen.getByRole("button", { name: t.undo });
  expect(undo).not.toHaveAttribute("aria-disabled");
  for (let step = 0; step < 3; step++) await user.click(undo);
  expect(lastDoc(onChange)).toEqual(doc("Read John 3:16"));
  expect(undo).toHaveAttribute("aria-disabled", "true");
  expect(screen.getByRole("button", { name: t.redo })).not.toHaveAttribute("aria-disabled");
});

it("is one Tab stop, with the arrow keys, Home and End moving along the toolbar", async () => {
  const { user } = renderEditor();
  const toolbar = await screen.findByRole("toolbar");
  const buttons = within(toolbar).getAllByRole("button");
  expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
  buttons[0]!.focus();
  await user.keyboard("{ArrowRight}");
  expect(buttons[1]).toHaveFocus();
  await user.keyboard("{ArrowLeft}{ArrowLeft}");
  expect(buttons.at(-1)).toHaveFocus();
  await user.keyboard("{Home}");
  expect(buttons[0]).toHaveFocus();
  await user.keyboard("{End}");
  expect(buttons.at(-1)).toHaveFocus();
  expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons.at(-1)]);
});

it("writes an Arabic lesson right to left, and the arrow keys follow the Arabic toolbar", async () => {
  const { user } = renderEditor({ initialDoc: doc("اقرأ يوحنا 3: 16") }, "ar");
  const textbox = await screen.findByRole("textbox", { name: arabic.LessonEditor.editorLabel });
  expect(textbox).toHaveAttribute("dir", "rtl");
  expect(textbox).toHaveAttribute("lang", "ar");
  const toolbar = screen.getByRole("toolbar", { name: arabic.LessonEditor.toolbarLabel });
  toolbar.setAttribute("dir", "rtl");
  const buttons = within(toolbar).getAllByRole("button");
  buttons[0]!.focus();
  await user.keyboard("{ArrowLeft}");
  expect(buttons[1]).toHaveFocus();
});

it("writes an English lesson left to right on an Arabic page", async () => {
  renderEditor({ language: "en" }, "ar");
  expect(await screen.findByRole("textbox")).toHaveAttribute("dir", "ltr");
});

describe("the link dialog", () => {
  it("refuses addresses that could run code or leave the site in disguise, and says what it accepts", async () => {
    const { onChange, user } = renderEditor();
    await screen.findByRole("toolbar");
    onChange.mockClear();
    await user.click(screen.getByRole("button", { name: t.link }));
    const dialog = await screen.findByRole("dialog", { name: t.linkDialog.title });
    const address = within(dialog).getByLabelText(t.linkDialog.url);
    for (const bad of ["javascript:alert(1)", "data:text/html,<b>x</b>", "//evil.example", "not a link"]) {
      await user.clear(address);
      await user.paste(bad);
      await user.click(within(dialog).getByRole("button", { name: t.linkDialog.apply }));
      expect(within(dialog).getByRole("alert")).toHaveTextContent(t.linkDialog.invalid);
      expect(address).toHaveAttribute("aria-invalid", "true");
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it("completes a bare address and inserts it as a link where nothing is selected", async () => {
    const { onChange, user } = renderEditor();
    await screen.findByRole("toolbar");
    await user.click(screen.getByRole("button", { name: t.link }));
    await user.type(await screen.findByLabelText(t.linkDialog.url), "example.org/bible{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(lastDoc(onChange).content[0]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "https://example.org/bible", marks: [{ type: "link", attrs: { href: "https://example.org/bible" } }] },
        { type: "text", text: "Read John 3:16" },
      ],
    });
    expect(screen.getByRole("textbox")).toHaveFocus();
  });

  it("changes or removes the link under the caret", async () => {
    const linked: LessonDocument = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "John", marks: [{ type: "link", attrs: { href: "/courses/john" } }] }, { type: "text", text: " 3:16" }] }],
    };
    const { onChange, user } = renderEditor({ initialDoc: linked });
    await screen.findByRole("toolbar");
    expect(screen.getByRole("button", { name: t.link })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: t.link }));
    const address = await screen.findByLabelText(t.linkDialog.url);
    expect(address).toHaveValue("/courses/john");
    await user.clear(address);
    await user.paste("mailto:office@example.org");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(lastDoc(onChange).content[0]).toEqual({
      type: "paragraph",
      content: [{ type: "text", text: "John", marks: [{ type: "link", attrs: { href: "mailto:office@example.org" } }] }, { type: "text", text: " 3:16" }],
    });

    await user.click(screen.getByRole("button", { name: t.link }));
    await user.click(await screen.findByRole("button", { name: t.linkDialog.remove }));
    expect(lastDoc(onChange)).toEqual(doc("John 3:16"));
  });

  it("opens with Ctrl+K", async () => {
    const { user } = renderEditor();
    const textbox = await screen.findByRole("textbox");
    textbox.focus();
    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: t.linkDialog.title })).toBeInTheDocument();
  });
});

describe("the image dialog", () => {
  const png = (bytes = 10) => new File([new Uint8Array(bytes)], "map.png", { type: "image/png" });

  async function openImageDialog(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole("toolbar");
    await user.click(screen.getByRole("button", { name: t.image }));
    return screen.findByRole("dialog", { name: t.imageDialog.title });
  }

  it("checks the file's type and size and the description before uploading anything", async () => {
    const { onUploadImage, user } = renderEditor();
    const dialog = await openImageDialog(user);
    const insert = within(dialog).getByRole("button", { name: t.imageDialog.insert });
    await user.click(insert);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(t.imageDialog.fileRequired);

    const input = within(dialog).getByLabelText(t.imageDialog.file);
    await userEvent.setup({ applyAccept: false }).upload(input, new File(["<svg onload=alert(1)>"], "x.svg", { type: "image/svg+xml" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(t.imageDialog.wrongType);

    await user.upload(input, png(6 * 1024 * 1024));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("This image is 6 MB; the limit is 5 MB.");

    await user.upload(input, png());
    await user.click(insert);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(t.imageDialog.altRequired);
    expect(onUploadImage).not.toHaveBeenCalled();
  });

  it("uploads, then inserts the image with the description the author wrote", async () => {
    const { onUploadImage, onChange, user } = renderEditor();
    const dialog = await openImageDialog(user);
    const file = png();
    await user.upload(within(dialog).getByLabelText(t.imageDialog.file), file);
    await user.type(within(dialog).getByLabelText(t.imageDialog.alt), "Map of Galilee");
    await user.click(within(dialog).getByRole("button", { name: t.imageDialog.insert }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onUploadImage).toHaveBeenCalledWith(file);
    expect(lastDoc(onChange).content).toContainEqual({ type: "image", attrs: { src: "/api/lesson-images/c1/map.png", alt: "Map of Galilee" } });
  });

  it("says so when the upload fails or answers an address that is not the school's", async () => {
    const { onUploadImage, onChange, user } = renderEditor();
    const dialog = await openImageDialog(user);
    await user.upload(within(dialog).getByLabelText(t.imageDialog.file), png());
    await user.type(within(dialog).getByLabelText(t.imageDialog.alt), "Map");
    onUploadImage.mockRejectedValueOnce(new Error("offline"));
    await user.click(within(dialog).getByRole("button", { name: t.imageDialog.insert }));
    expect(await within(dialog).findByText(t.imageDialog.uploadFailed)).toBeInTheDocument();
    onUploadImage.mockResolvedValueOnce({ src: "https://evil.example/x.png", alt: "x" });
    await user.click(within(dialog).getByRole("button", { name: t.imageDialog.insert }));
    expect(await within(dialog).findByText(t.imageDialog.badSource)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

it("changes nothing by being opened and focused: no save for a lesson that ends with a list", async () => {
  const list: LessonDocument = {
    type: "doc",
    content: [{ type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Peace with God" }] }] }] }],
  };
  const { onChange, user } = renderEditor({ initialDoc: list });
  await user.click(await screen.findByRole("textbox"));
  expect(onChange).not.toHaveBeenCalled();
});
