/** @jest-environment node */
import { completeLength } from "./card-fields";
import { formatCardNumber, formatExpiry, reformat } from "./card-format";

describe("card number", () => {
  it("groups digits in fours as typed or pasted, up to 19 digits", () => {
    expect(formatCardNumber("4")).toBe("4");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 4242\t4242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42424242424242424242424")).toBe("4242 4242 4242 4242 424");
  });

  it("groups American Express 4-6-5 and stops at its 15 digits", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("3782822463100059")).toBe("3782 822463 10005");
    expect(completeLength("3782")).toBe(15);
    expect(completeLength("4242")).toBe(16);
  });

  it("reads Arabic-Indic and full-width digits and drops letters", () => {
    expect(formatCardNumber("٤٢٤٢٤٢٤٢")).toBe("4242 4242");
    expect(formatCardNumber("４２４２a4")).toBe("4242 4");
  });
});

describe("expiry", () => {
  it("puts the slash in once the month is complete", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12 / ");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("12 / 345")).toBe("12 / 34");
  });

  it("reads a month that can only be one digit as that month", () => {
    expect(formatExpiry("4")).toBe("04 / ");
    expect(formatExpiry("13")).toBe("01 / 3");
    expect(formatExpiry("1/")).toBe("01 / ");
    expect(formatExpiry("1/28")).toBe("01 / 28");
  });

  it("leaves the slash out while deleting back to the month", () => {
    expect(formatExpiry("12 / ", true)).toBe("12");
  });
});

describe("caret", () => {
  it("follows the separator a keystroke at the end brought in", () => {
    expect(reformat("number", "42424", 5, "4242", "insertText")).toEqual({ value: "4242 4", caret: 6 });
    expect(reformat("expiry", "12", 2, "1", "insertText")).toEqual({ value: "12 / ", caret: 5 });
  });

  it("stays after the digit it followed when editing in the middle", () => {
    // '4242 4242' with a 9 typed after the second digit: '4292 4424 2', caret after that 9.
    expect(reformat("number", "42942 4242", 3, "4242 4242", "insertText")).toEqual({ value: "4294 2424 2", caret: 3 });
    // The 5th digit deleted from '4242 5424 2': the caret stays before the space's new place.
    expect(reformat("number", "4242 424 2", 5, "4242 5424 2", "deleteContentBackward")).toEqual({ value: "4242 4242", caret: 4 });
  });

  it("deletes the digit before a separator that backspace reached", () => {
    expect(reformat("number", "42424", 4, "4242 4", "deleteContentBackward")).toEqual({ value: "4244", caret: 3 });
    expect(reformat("expiry", "12 /", 4, "12 / ", "deleteContentBackward")).toEqual({ value: "1", caret: 1 });
    expect(reformat("expiry", "12 / ", 5, "12 / 3", "deleteContentBackward")).toEqual({ value: "12", caret: 2 });
  });

  it("formats a paste as a whole", () => {
    expect(reformat("number", "4242424242424242", 16, "", "insertFromPaste")).toEqual({ value: "4242 4242 4242 4242", caret: 19 });
    expect(reformat("expiry", "0434", 4, "", "insertFromPaste")).toEqual({ value: "04 / 34", caret: 7 });
  });
});
