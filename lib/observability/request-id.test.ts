/** @jest-environment node */
import { requestIdFrom } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

it("keeps nginx's $request_id and other plain ids", () => {
  expect(requestIdFrom("4f1c2a9e8b7d6c5e4f3a2b1c0d9e8f7a")).toBe("4f1c2a9e8b7d6c5e4f3a2b1c0d9e8f7a");
  expect(requestIdFrom(["0b7c6f7e-5d1a-4c9b-8f2e-3a4b5c6d7e8f", "second"])).toBe("0b7c6f7e-5d1a-4c9b-8f2e-3a4b5c6d7e8f");
});

it("makes a new id when there is none, or the one sent could carry anything into a log or a header", () => {
  for (const sent of [undefined, "", "short", "a".repeat(65), "id with spaces here", '{"json":"injection"}', "line\nbreak-0123456789"]) {
    expect(requestIdFrom(sent)).toMatch(UUID);
  }
  expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
});
