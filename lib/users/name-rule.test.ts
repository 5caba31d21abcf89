/** @jest-environment node */
import { englishTranslator } from "@/lib/i18n/english";
import { personNameSchema, signUpApiSchema } from "./schema";

const t = englishTranslator("Validation");
const schema = personNameSchema(t);
const parseGiven = (firstName: string) => schema.safeParse({ firstName, lastName: "Smith", nameOrder: "given_first" });
const messageFor = (firstName: string) => {
  const result = parseGiven(firstName);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe("a name part", () => {
  it.each([
    ["王"],
    ["李"],
    ["小明"],
    ["Đặng Thị Hương"],
    ["Müller"],
    ["O'Brien"],
    ["O’Brien"],
    ["محمد علي"],
    ["नरेन्द्र मोदी"],
    ["Jean-Luc"],
    ["J. R. R."],
    ["Martin Luther King Jr."],
    ["김민준"],
  ])("accepts %s", (name) => {
    expect(parseGiven(name).success).toBe(true);
  });

  it("keeps the name in Unicode's composed form with single spaces (the ideographic space too)", () => {
    const decomposed = "Mu\u0308ller";
    const result = schema.parse({ firstName: `  ${decomposed}\u3000Anna  `, lastName: "王", nameOrder: "family_first" });
    expect(result.firstName).toBe("Müller Anna");
  });

  it.each([
    ["\u202eevil", "U+202E right-to-left override"],
    ["evil\u202a", "U+202A"],
    ["a\u2066b", "U+2066 isolate"],
    ["Ann\u2069", "U+2069"],
    ["\u200eAnn", "U+200E LRM"],
    ["Ann\u200f", "U+200F RLM"],
    ["An\u200bn", "U+200B zero-width space"],
    ["An\u0007n", "a Cc bell"],
    ["An\nn", "a newline"],
    ["Ann\u00ad", "a soft hyphen (Cf)"],
  ])("refuses %j (%s) with the invisible-characters message", (name) => {
    expect(messageFor(name)).toEqual([t("nameInvisible")]);
  });

  it.each([["Ann3"], ["<script>"], ["-Ann"], ["Ann--Lee"], ["@@"], ["😀"]])("refuses %j as not letters", (name) => {
    expect(messageFor(name)).toEqual([t("nameLetters")]);
  });

  it("asks for the name when it is empty or only spaces", () => {
    expect(messageFor("   ")).toEqual([t("firstNameRequired")]);
    const result = schema.safeParse({ firstName: "Ann", lastName: "", nameOrder: "given_first" });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join(), issue.message])).toEqual([["lastName", t("lastNameRequired")]]);
  });

  it("refuses more than 100 characters", () => {
    expect(messageFor("a".repeat(101))).toEqual([t("nameMax")]);
  });

  it("refuses an unknown name order, and the API defaults to given name first", () => {
    expect(schema.safeParse({ firstName: "Ann", lastName: "Lee", nameOrder: "sideways" }).success).toBe(false);
    const api = signUpApiSchema(t).parse({ firstName: "王", lastName: "李", email: "a@b.co", password: "longenough" });
    expect(api.nameOrder).toBe("given_first");
  });
});
