import { act, renderHook } from "@testing-library/react";
import { useAutosave, type AutosaveResult } from "./use-autosave";

// Fake timers throughout: the pause before a save is 1 s here; a "slow" save resolves when the test says so.

type Props = { value: string };

function setup(save: (value: string) => Promise<AutosaveResult>, initial = "v0") {
  return renderHook(({ value }: Props) => useAutosave({ value, save, delayMs: 1000 }), { initialProps: { value: initial } });
}

/** A save that stays in flight until resolve() or reject() is called. */
function deferredSave() {
  const pending: { value: string; resolve: (result?: AutosaveResult) => void; reject: (error: Error) => void }[] = [];
  const save = jest.fn(
    (value: string) =>
      new Promise<AutosaveResult>((resolve, reject) => {
        pending.push({ value, resolve, reject });
      }),
  );
  return { save, pending };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("saves nothing at first, then the latest value once typing pauses", async () => {
  const save = jest.fn(async () => undefined);
  const { result, rerender } = setup(save);
  await act(async () => jest.advanceTimersByTime(5000));
  expect(save).not.toHaveBeenCalled();
  expect(result.current.status).toEqual({ state: "idle" });

  rerender({ value: "v1" });
  await act(async () => jest.advanceTimersByTime(600));
  rerender({ value: "v2" });
  expect(result.current.dirty).toBe(true);
  await act(async () => jest.advanceTimersByTime(999));
  expect(save).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(save.mock.calls).toEqual([["v2"]]);
  expect(result.current.status).toEqual({ state: "saved", at: expect.any(Date) });
  expect(result.current.dirty).toBe(false);
});

it("keeps one save in flight: two edits during a slow save make exactly one more save, of the last value", async () => {
  const { save, pending } = deferredSave();
  const { result, rerender } = setup(save);
  rerender({ value: "first" });
  await act(async () => jest.advanceTimersByTime(1000));
  expect(result.current.status).toEqual({ state: "saving" });

  rerender({ value: "second" });
  await act(async () => jest.advanceTimersByTime(1000));
  rerender({ value: "third" });
  await act(async () => jest.advanceTimersByTime(1000));
  expect(save).toHaveBeenCalledTimes(1);

  await act(async () => pending[0]!.resolve());
  expect(save.mock.calls).toEqual([["first"], ["third"]]);
  expect(result.current.status).toEqual({ state: "saving" });
  await act(async () => pending[1]!.resolve({ ok: true }));
  await act(async () => jest.advanceTimersByTime(5000));
  expect(save).toHaveBeenCalledTimes(2);
  expect(result.current.status.state).toBe("saved");
  expect(result.current.dirty).toBe(false);
});

it("shows a failed save as an error, keeps the edit, and tries again when asked", async () => {
  const { save, pending } = deferredSave();
  const { result, rerender } = setup(save);
  rerender({ value: "edit" });
  await act(async () => jest.advanceTimersByTime(1000));
  await act(async () => pending[0]!.reject(new Error("network down")));
  expect(result.current.status).toEqual({ state: "error" });
  expect(result.current.dirty).toBe(true);
  // No retry on its own.
  await act(async () => jest.advanceTimersByTime(60_000));
  expect(save).toHaveBeenCalledTimes(1);

  act(() => result.current.saveNow());
  expect(save.mock.calls).toEqual([["edit"], ["edit"]]);
  await act(async () => pending[1]!.resolve());
  expect(result.current.status.state).toBe("saved");
  expect(result.current.dirty).toBe(false);
});

it("shows the server's reason for refusing a save", async () => {
  const save = jest.fn(async () => ({ ok: false as const, message: "This lesson is too long to save." }));
  const { result, rerender } = setup(save);
  rerender({ value: "x".repeat(10) });
  await act(async () => jest.advanceTimersByTime(1000));
  expect(result.current.status).toEqual({ state: "error", message: "This lesson is too long to save." });
  // The next edit is saved again after its pause.
  rerender({ value: "shorter" });
  await act(async () => jest.advanceTimersByTime(1000));
  expect(save).toHaveBeenLastCalledWith("shorter");
});

it("saves a waiting edit at once when the tab is hidden, the page is left or the editor unmounts", async () => {
  const save = jest.fn(async () => undefined);
  const { rerender, unmount } = setup(save);

  rerender({ value: "before hiding" });
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  await act(async () => document.dispatchEvent(new Event("visibilitychange")));
  expect(save).toHaveBeenLastCalledWith("before hiding");
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });

  rerender({ value: "before leaving" });
  await act(async () => window.dispatchEvent(new Event("pagehide")));
  expect(save).toHaveBeenLastCalledWith("before leaving");

  rerender({ value: "before unmount" });
  await act(async () => unmount());
  expect(save).toHaveBeenLastCalledWith("before unmount");
  expect(save).toHaveBeenCalledTimes(3);
});

it("asks before the tab closes while an edit is unsaved, and not once it is saved", async () => {
  const save = jest.fn(async () => undefined);
  const { rerender } = setup(save);
  const close = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(close()).toBe(false);
  rerender({ value: "unsaved" });
  let asked = false;
  await act(async () => {
    asked = close();
  });
  expect(asked).toBe(true);
  expect(save).toHaveBeenLastCalledWith("unsaved");
  expect(close()).toBe(false);
});
