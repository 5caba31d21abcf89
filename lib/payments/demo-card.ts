// Stripe's documented test cards, so the demo form behaves like Stripe's test mode.
// https://docs.stripe.com/testing#cards
export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

const SUCCEEDS = new Set(["4242424242424242", "4000056655665556", "5555555555554444", "378282246310005"]);
const DECLINES: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
};

function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand Stripe would report for a test card number (by its leading digits), and its last four. */
export function demoCardOf(cardNumber: string): { brand: string; last4: string } {
  const digits = normaliseCardNumber(cardNumber);
  const brand = /^3[47]/.test(digits) ? "amex" : /^(5[1-5]|2[2-7])/.test(digits) ? "mastercard" : /^4/.test(digits) ? "visa" : "unknown";
  return { brand, last4: digits.slice(-4) };
}

export function demoCardOutcome(cardNumber: string): CardOutcome {
  const digits = normaliseCardNumber(cardNumber);
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, code: "incorrect_number", message: "Your card number is incorrect." };
  }
  if (SUCCEEDS.has(digits)) return { ok: true };
  const decline = DECLINES[digits];
  if (decline) return { ok: false, ...decline };
  return {
    ok: false,
    code: "card_declined",
    message: "Your card was declined. Demo payments accept Stripe's test cards, such as 4242 4242 4242 4242.",
  };
}
