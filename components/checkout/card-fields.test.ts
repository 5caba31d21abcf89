/** @jest-environment node */
import { cardDigits, firstInvalidField, toAsciiDigits, validateCardFields } from "./card-fields";

const NOV_2026 = new Date(2026, 10, 26);
const valid = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

describe("validateCardFields", () => {
  it("accepts a complete card", () => {
    expect(validateCardFields(valid, NOV_2026)).toEqual({});
  });

  it("names every empty field, card number first", () => {
    const errors = validateCardFields({ number: "", expiry: "", cvc: "" }, NOV_2026);
    expect(errors).toEqual({ number: "cardNumberRequired", expiry: "expiryInvalid", cvc: "cvcInvalid" });
    expect(firstInvalidField(errors)).toBe("number");
    expect(firstInvalidField(validateCardFields({ ...valid, expiry: "", cvc: "" }, NOV_2026))).toBe("expiry");
  });

  it("wants 13 to 19 digits for the card number", () => {
    expect(validateCardFields({ ...valid, number: "4242 4242" }, NOV_2026).number).toBe("cardNumberIncomplete");
    expect(validateCardFields({ ...valid, number: "4242-4242-4242-4242" }, NOV_2026).number).toBeUndefined();
  });

  it("reads the expiry typed as MM/YY, MM / YY or MMYY, and refuses a bad month or a past date", () => {
    for (const expiry of ["12/34", "12 / 34", "1234", "1/30"]) {
      expect(validateCardFields({ ...valid, expiry }, NOV_2026).expiry).toBeUndefined();
    }
    expect(validateCardFields({ ...valid, expiry: "13 / 30" }, NOV_2026).expiry).toBe("expiryInvalid");
    expect(validateCardFields({ ...valid, expiry: "12" }, NOV_2026).expiry).toBe("expiryInvalid");
    expect(validateCardFields({ ...valid, expiry: "10 / 26" }, NOV_2026).expiry).toBe("expiryPast");
    // Valid to the end of its month.
    expect(validateCardFields({ ...valid, expiry: "11 / 26" }, NOV_2026).expiry).toBeUndefined();
  });

  it("wants a 3 or 4 digit CVC", () => {
    expect(validateCardFields({ ...valid, cvc: "12" }, NOV_2026).cvc).toBe("cvcInvalid");
    expect(validateCardFields({ ...valid, cvc: "1234" }, NOV_2026).cvc).toBeUndefined();
  });

  it("takes the digits an Arabic, Persian or full-width keyboard types", () => {
    expect(toAsciiDigits("٤٢٤٢ ۴۲۴۲ ４２４２")).toBe("4242 4242 4242");
    expect(cardDigits("٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢")).toBe("4242424242424242");
    expect(validateCardFields({ number: "٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢", expiry: "١٢ / ٣٤", cvc: "١٢٣" }, NOV_2026)).toEqual({});
  });
});
