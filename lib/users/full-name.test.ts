/** @jest-environment node */
import { defaultNameOrder, fullName, printableNamePart } from "./full-name";

describe("fullName", () => {
  it.each([
    [{ firstName: "小明", lastName: "王", nameOrder: "family_first" as const }, "王小明"],
    [{ firstName: "Thị Hương", lastName: "Đặng", nameOrder: "family_first" as const }, "Đặng Thị Hương"],
    [{ firstName: "民俊", lastName: "金", nameOrder: "family_first" as const }, "金民俊"],
    [{ firstName: "민준", lastName: "김", nameOrder: "family_first" as const }, "김민준"],
    [{ firstName: "Anna", lastName: "Müller", nameOrder: "given_first" as const }, "Anna Müller"],
    [{ firstName: "Seán", lastName: "O'Brien", nameOrder: "given_first" as const }, "Seán O'Brien"],
    [{ firstName: "محمد", lastName: "علي", nameOrder: "given_first" as const }, "محمد علي"],
    [{ firstName: "नरेन्द्र", lastName: "मोदी", nameOrder: "given_first" as const }, "नरेन्द्र मोदी"],
    [{ firstName: "小明", lastName: "王", nameOrder: "given_first" as const }, "小明 王"],
    [{ firstName: "Anna", lastName: "Müller" }, "Anna Müller"],
  ])("writes %j as %s", (person, expected) => {
    expect(fullName(person)).toBe(expected);
  });

  it("prints no control or format character that an older row may hold", () => {
    expect(fullName({ firstName: "\u202eevil", lastName: "Do\u200fe\u2066", nameOrder: "given_first" })).toBe("evil Doe");
    expect(printableNamePart(" a\u0000\tb ")).toBe("a b");
  });

  it("writes one part alone when the other is empty", () => {
    expect(fullName({ firstName: "王", lastName: "", nameOrder: "family_first" })).toBe("王");
  });
});

describe("defaultNameOrder", () => {
  it.each([
    ["zh", "family_first"],
    ["ja", "family_first"],
    ["ko", "family_first"],
    ["vi", "family_first"],
    ["hu", "family_first"],
    ["zh-TW", "family_first"],
    ["en", "given_first"],
    ["ar", "given_first"],
    ["hi", "given_first"],
    ["en-XA", "given_first"],
  ])("%s → %s", (locale, order) => {
    expect(defaultNameOrder(locale)).toBe(order);
  });
});
