import fs from "node:fs";
import path from "node:path";
import { renderHook, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { API_ERROR_CODES, useApiErrorMessage } from "@/components/i18n/api-error-message";
import { useCheckout } from "@/components/checkout/use-checkout";
import { toast } from "@/components/ui/use-toast";

jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));

const root = process.cwd();
const messagesOf = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"));
const locales = fs.readdirSync(path.join(root, "messages")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));

/** Every `code: "…"` in the given source files (a new one is found unlisted). */
function codesIn(files: string[]): string[] {
  const codes = files.flatMap((f) => [...fs.readFileSync(path.join(root, f), "utf8").matchAll(/\bcode: "([A-Za-z_]+)"/g)].map((m) => m[1]!));
  return [...new Set(codes)];
}

/** Every code route()'s request checks can answer with, read from lib/http. */
function requestCheckCodes(): string[] {
  const sources = fs.readdirSync(path.join(root, "lib", "http")).filter((f) => f.endsWith(".ts") && !f.includes(".test."));
  return codesIn(sources.map((f) => `lib/http/${f}`)).filter((code) => code !== "INVALID"); // INVALID is a server action's field errors, shown per field
}

it("finds the request checks' codes", () => {
  expect(requestCheckCodes()).toEqual(
    expect.arrayContaining(["cross_origin", "unsupported_media_type", "body_too_large", "nul_character", "too_deep", "invalid_address", "invalid_encoding"]),
  );
});

it("has a message for every code route() can answer with", () => {
  expect(requestCheckCodes().filter((code) => !(API_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
});

it("has a message for every answer of the demo card, the payment confirmation and a refund", () => {
  const sources = ["lib/payments/demo-card.ts", "lib/purchases/start.ts", "lib/purchases/fulfil.ts", "lib/purchases/confirm.ts", "lib/purchases/refund.ts"];
  const shown = codesIn(sources).filter(
    // Answers no screen of ours can provoke: a payment intent the server made itself, or a limit with its own message.
    (code) => !["NOT_A_COURSE_PAYMENT", "AMOUNT_MISMATCH", "RATE_LIMITED"].includes(code),
  );
  expect(shown.filter((code) => !(API_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
});

it.each(locales)("has every code's message in %s", (locale) => {
  const messages = messagesOf(locale).ApiErrors ?? {};
  const missing = API_ERROR_CODES.filter((code) => typeof messages[code] !== "string" || messages[code].trim() === "");
  expect(missing).toEqual([]);
  if (locale !== "en") {
    const english = messagesOf("en").ApiErrors;
    expect(API_ERROR_CODES.filter((code) => messages[code] === english[code])).toEqual([]);
  }
});

function wrapperFor(locale: string) {
  const Wrapper = ({ children }: { children: React.ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale)}>
      {children}
    </NextIntlClientProvider>
  );
  return Wrapper;
}

it("says what a code means in the reader's language, and the given fallback for any other answer", () => {
  const { result } = renderHook(() => useApiErrorMessage(), { wrapper: wrapperFor("es") });
  expect(result.current({ error: "The request is too large (at most 1 MB).", code: "body_too_large" }, "x")).toBe(
    "La solicitud es demasiado grande (1 MB como máximo).",
  );
  expect(result.current({ error: "Course not found" }, "Algo falló")).toBe("Algo falló");
  expect(result.current(null, "Algo falló")).toBe("Algo falló");
});

it("shows the checkout's refusal in the buyer's language, not the server's English", async () => {
  global.fetch = jest.fn().mockResolvedValue({
    ok: false,
    status: 409,
    json: async () => ({ error: "You are already enrolled in this course.", code: "ALREADY_ENROLLED" }),
  }) as unknown as typeof fetch;
  renderHook(() => useCheckout("genesis"), { wrapper: wrapperFor("fr") });
  await waitFor(() => expect(toast).toHaveBeenCalled());
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive", description: "Vous êtes déjà inscrit à ce cours." }));
});
