import { act, renderHook } from "@testing-library/react";
import { useCountdown } from "./use-countdown";

beforeEach(() => jest.useFakeTimers({ now: new Date("2026-01-01T10:00:00Z") }));
afterEach(() => jest.useRealTimers());

it("is unknown until the end time is known, then ticks every second and calls onZero once", () => {
  const onZero = jest.fn();
  const { result, rerender } = renderHook(({ endsAt }) => useCountdown(endsAt, onZero), { initialProps: { endsAt: null as number | null } });
  expect(result.current).toBeNull();
  rerender({ endsAt: Date.now() + 3000 });
  expect(result.current).toBe(3);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe(2);
  act(() => jest.advanceTimersByTime(2000));
  expect(result.current).toBe(0);
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current).toBe(0);
  expect(onZero).toHaveBeenCalledTimes(1);
});
