/** @jest-environment node */
import { orderForAttempt } from "./order";

const items = Array.from({ length: 15 }, (_, i) => ({ id: `q${i}` }));
const ids = (list: { id: string }[]) => list.map((q) => q.id);

it("gives the same attempt the same order every time", () => {
  expect(ids(orderForAttempt("attempt-a", items))).toEqual(ids(orderForAttempt("attempt-a", [...items].reverse())));
});

it("gives different attempts different orders of the same items", () => {
  const a = ids(orderForAttempt("attempt-a", items));
  const b = ids(orderForAttempt("attempt-b", items));
  expect(a).not.toEqual(b);
  expect([...a].sort()).toEqual([...b].sort());
});
