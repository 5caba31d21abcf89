// Stripe's API takes application/x-www-form-urlencoded bodies with bracketed keys
// (metadata[userId]=…, payment_method_types[0]=card). Enough of that to read what the school sends.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const result: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split("[").map((part) => part.replace(/]$/, ""));
    let target = result as Record<string, FormValue>;
    let key = head!;
    for (const part of rest) {
      if (!(key in target)) target[key] = /^\d+$/.test(part) ? [] : {};
      target = target[key] as unknown as Record<string, FormValue>;
      key = part;
    }
    target[key] = value;
  }
  return result;
}
