/** @jest-environment node */
import { createTranslator } from "next-intl";
import messages from "@/messages/en.json";
import arabic from "@/messages/ar.json";
import { profileSchema } from "./profile-schema";

const english = createTranslator({ locale: "en", messages, namespace: "StudioProfile" });
const schema = profileSchema((key, values) => english(key, values));
const valid = {
  displayName: "Dr Miriam Haddad",
  credentials: { en: "PhD in New Testament, University of Aberdeen" },
  bio: { en: "Miriam teaches the Gospels and Acts, with an eye on their Jewish setting." },
};
const errorsOf = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

it("keeps the English and the languages written, trimmed, and drops the empty ones", () => {
  const parsed = schema.parse({ ...valid, displayName: "  Dr Miriam Haddad ", credentials: { ...valid.credentials, ar: "  ", fr: " Docteur " }, bio: { ...valid.bio, es: "" } });
  expect(parsed).toEqual({ ...valid, credentials: { en: valid.credentials.en, fr: "Docteur" }, bio: valid.bio });
});

it("requires the English credentials and biography, and says which", () => {
  expect(errorsOf({ ...valid, credentials: { ar: "دكتوراه" }, bio: { en: "Too short." } })).toEqual({
    "credentials.en": "Write your credentials in English.",
    "bio.en": "Write a biography in English of at least 20 characters.",
  });
});

it("holds every text to its length, in every language", () => {
  expect(errorsOf({ ...valid, displayName: " " })).toEqual({ displayName: "The name must be 1 to 100 characters long." });
  expect(errorsOf({ ...valid, displayName: "王" })).toEqual({});
  expect(errorsOf({ ...valid, credentials: { ...valid.credentials, de: "x".repeat(301) } })).toEqual({ "credentials.de": "Credentials must be 2 to 300 characters long." });
  expect(errorsOf({ ...valid, bio: { ...valid.bio, ja: "あ".repeat(2001) } })).toEqual({ "bio.ja": "A biography may be at most 2,000 characters long." });
});

it("refuses control and text-direction characters: in a name even the direction marks", () => {
  for (const name of ["Miriam\u202EladdaH", "Miriam\u2066Haddad", "Miriam\u0000Haddad", "Miriam\nHaddad", "Miriam\u200FHaddad", "Miriam\u200BHaddad", "Miriam\u00ADHaddad"]) {
    expect(errorsOf({ ...valid, displayName: name })).toEqual({ displayName: "The name may not contain control characters or characters that change the direction of text." });
  }
  expect(errorsOf({ ...valid, credentials: { en: "PhD\u202E, Aberdeen" } })).toEqual({ "credentials.en": "Remove the control characters or characters that change the direction of text." });
  expect(errorsOf({ ...valid, bio: { ...valid.bio, ar: "سيرة\u0007 قصيرة" } })).toEqual({ "bio.ar": "Remove the control characters or characters that change the direction of text." });
});

it("keeps a biography's paragraphs, written with any line ends", () => {
  const bio = "First paragraph about teaching.\r\n\r\nSecond paragraph\rabout writing.";
  expect(schema.parse({ ...valid, bio: { en: bio } }).bio.en).toBe("First paragraph about teaching.\n\nSecond paragraph\nabout writing.");
});

it("takes only a photo key of the image route's shape: left out keeps the photo, null removes it", () => {
  const key = `images/photo/${"a".repeat(64)}.webp`;
  expect(schema.parse({ ...valid, photoKey: key }).photoKey).toBe(key);
  expect(schema.parse({ ...valid, photoKey: null }).photoKey).toBeNull();
  expect(schema.parse(valid).photoKey).toBeUndefined();
  for (const photoKey of [`images/lesson/${"a".repeat(64)}.webp`, "https://evil.example/me.png", `images/photo/../${"a".repeat(64)}.webp`, 42]) {
    expect(errorsOf({ ...valid, photoKey })).toEqual({ photoKey: "This photo was not uploaded here. Upload it again." });
  }
});

it("speaks the translator's language", () => {
  const t = createTranslator({ locale: "ar", messages: arabic, namespace: "StudioProfile" });
  const parsed = profileSchema((key, values) => t(key, values)).safeParse({ ...valid, credentials: {} });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]?.message).toBe("اكتب مؤهلاتك بالإنجليزية.");
});
