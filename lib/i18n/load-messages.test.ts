/** @jest-environment node */
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { messagesFor } from "./load-messages";

it("merges a language with English once per process and hands the same messages to every request", async () => {
  const first = await messagesFor("es");
  expect(await messagesFor("es")).toBe(first);
  expect(first.Header.signIn).toBe(es.Header.signIn);
  expect(first.Header.signIn).not.toBe(en.Header.signIn);
  expect(await messagesFor("fr")).not.toBe(first);
});

it("gives English as it is, for English and for an unknown language", async () => {
  expect(await messagesFor("en")).toBe(en);
  expect(await messagesFor("xx")).toBe(en);
});
