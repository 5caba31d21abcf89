import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import arabic from "@/messages/ar.json";
import messages from "@/messages/en.json";
import { ProfileForm } from "./profile-form";

const mockSave = jest.fn();
const mockToast = jest.fn();
const mockRefresh = jest.fn();
jest.mock("@/lib/studio/profile-actions", () => ({ saveProfileAction: (...args: unknown[]) => mockSave(...args) }));
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));
jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const t = messages.StudioProfile;
const languages = [
  { code: "en", name: "English", dir: "ltr" as const },
  { code: "ar", name: "العربية", dir: "rtl" as const },
  { code: "fr", name: "français", dir: "ltr" as const },
];
const initial = {
  displayName: "Miriam Haddad",
  credentials: { en: "PhD in New Testament, University of Aberdeen" },
  bio: { en: "Miriam teaches the Gospels and Acts, with an eye on their Jewish setting.", fr: "Miriam enseigne les Évangiles." },
  photoUrl: null,
};
const KEY = `images/photo/${"b".repeat(64)}.webp`;

function renderForm(locale: "en" | "ar" = "en", photoUrl: string | null = null) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? messages : arabic}>
      <ProfileForm initial={{ ...initial, photoUrl }} accountName="Miriam Haddad" languages={languages} />
    </NextIntlClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  mockSave.mockReset();
  mockToast.mockReset();
  mockRefresh.mockReset();
  global.fetch = jest.fn();
});

it("starts from the stored profile: every language's fields, written in that language and direction", () => {
  renderForm();
  expect(field(t.nameLabel)).toHaveValue("Miriam Haddad");
  expect(field("Credentials (English)")).toHaveValue(initial.credentials.en);
  const arabicBio = field("Biography (العربية)");
  expect(arabicBio).toHaveValue("");
  expect(arabicBio).toHaveAttribute("lang", "ar");
  expect(arabicBio).toHaveAttribute("dir", "rtl");
  expect(field("Biography (français)")).toHaveValue(initial.bio.fr);
  const summary = (code: string) => screen.getByText(languages.find((l) => l.code === code)!.name).closest("summary")!;
  expect(summary("fr")).toHaveTextContent(t.languageFilled);
  expect(summary("ar")).toHaveTextContent(t.languageEmpty);
});

it("checks the form in the reader's language before sending anything, and opens the language that needs correcting", async () => {
  const user = userEvent.setup();
  renderForm("ar");
  const ar = arabic.StudioProfile;
  // An empty name: one character is a whole name (王), so only nothing is too short.
  await user.clear(field(ar.nameLabel));
  await user.type(field("السيرة (العربية)"), "نص\u202Eمعكوس");
  await user.click(screen.getByRole("button", { name: ar.save }));
  expect(await screen.findByText(ar.errorCharacters)).toBeInTheDocument();
  expect(field(ar.nameLabel)).toHaveAttribute("aria-invalid", "true");
  expect(field(ar.nameLabel)).toHaveAccessibleDescription(expect.stringContaining("يجب أن يتكون الاسم من"));
  expect(field("السيرة (العربية)").closest("details")).toHaveAttribute("open");
  expect(screen.getByText("العربية").closest("summary")).toHaveTextContent(ar.languageHasErrors);
  expect(mockSave).not.toHaveBeenCalled();
});

it("sends the texts with the page's language, shows the server's field errors beside their fields and keeps the input", async () => {
  const user = userEvent.setup();
  mockSave.mockResolvedValue({ ok: false, status: 400, message: "Please correct the highlighted fields.", fieldErrors: { "credentials.fr": ["Trop long."] } });
  renderForm();
  await user.type(field("Credentials (français)"), "Docteur");
  await user.click(screen.getByRole("button", { name: t.save }));
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith({ variant: "destructive", title: t.saveFailedTitle, description: t.fixFieldsText }));
  expect(mockSave).toHaveBeenCalledWith(
    { displayName: "Miriam Haddad", credentials: { en: initial.credentials.en, fr: "Docteur" }, bio: initial.bio, photoKey: undefined },
    "en",
  );
  expect(await screen.findByText("Trop long.")).toBeInTheDocument();
  expect(field("Credentials (français)")).toHaveValue("Docteur");
  expect(mockRefresh).not.toHaveBeenCalled();
});

it("uploads a photo through the studio's image route, saves its key and reads the page again", async () => {
  const user = userEvent.setup();
  (global.fetch as jest.Mock).mockResolvedValue({ ok: true, json: async () => ({ key: KEY, src: `/api/images/photo/${"b".repeat(64)}.webp` }) });
  mockSave.mockResolvedValue({ ok: true, data: { displayName: "Miriam Haddad", photoUrl: `/api/images/photo/${"b".repeat(64)}.webp`, sample: false, coursePages: 3 } });
  renderForm();
  expect(screen.getByRole("img", { name: t.monogramAlt })).toHaveAttribute("src", expect.stringMatching(/^data:image\/svg\+xml/));
  await user.upload(screen.getByTestId("profile-photo-input"), new File(["png"], "me.png", { type: "image/png" }));
  expect(await screen.findByText(t.photoNew)).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith("/api/studio/images?kind=photo", expect.objectContaining({ method: "POST", headers: { "content-type": "image/png" } }));
  expect(screen.getByRole("img", { name: t.photoAlt })).toHaveAttribute("src", `/api/images/photo/${"b".repeat(64)}.webp`);
  await user.click(screen.getByRole("button", { name: t.save }));
  await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
  expect(mockSave.mock.calls[0]![0]).toMatchObject({ photoKey: KEY });
  expect(mockToast).toHaveBeenCalledWith({ title: t.savedTitle, description: t.savedText });
  expect(screen.queryByText(t.photoNew)).toBeNull();
});

it("says why a photo is refused, before sending it when it can tell, and after the server's check otherwise", async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderForm();
  const input = screen.getByTestId("profile-photo-input");
  await user.upload(input, new File(["<svg/>"], "me.svg", { type: "image/svg+xml" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(t.errorPhotoType);
  expect(global.fetch).not.toHaveBeenCalled();

  const huge = new File(["x"], "big.jpg", { type: "image/jpeg" });
  Object.defineProperty(huge, "size", { value: 6 * 1024 * 1024 });
  await user.upload(input, huge);
  expect(await screen.findByRole("alert")).toHaveTextContent(t.errorPhotoTooLarge);

  (global.fetch as jest.Mock).mockResolvedValue({ ok: false, json: async () => ({ error: "no", code: "image_unreadable" }) });
  await user.upload(input, new File(["not a png"], "fake.png", { type: "image/png" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(t.errorPhotoUnreadable);
  expect(screen.getByRole("button", { name: t.uploadPhoto })).toHaveAccessibleDescription(expect.stringContaining(t.errorPhotoUnreadable));
});

it("removes the photo: the monogram shows, and the save sends null", async () => {
  const user = userEvent.setup();
  mockSave.mockResolvedValue({ ok: true, data: { displayName: "Miriam Haddad", photoUrl: null, sample: false, coursePages: 0 } });
  renderForm("en", "/api/images/photo/old.webp");
  await user.click(screen.getByRole("button", { name: t.removePhoto }));
  expect(screen.getByText(t.photoRemoved)).toBeInTheDocument();
  expect(screen.getByRole("img", { name: t.monogramAlt })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: t.save }));
  await waitFor(() => expect(mockSave).toHaveBeenCalled());
  expect(mockSave.mock.calls[0]![0]).toMatchObject({ photoKey: null });
});
