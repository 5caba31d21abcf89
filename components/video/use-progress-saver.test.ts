import { act, renderHook } from "@testing-library/react";
import { useProgressSaver } from "./use-progress-saver";

describe("useProgressSaver", () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ completed: false }) }));
  const beacon = jest.fn(() => true);

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    fetchMock.mockClear();
    beacon.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  const sentPositions = () => fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).positionSeconds);

  it("saves at most every 10 seconds while playing, and at once on pause or end", () => {
    const { result } = renderHook(() => useProgressSaver({ lessonId: "l1", videoId: "v1", enabled: true }));
    act(() => result.current.onTime(0.3, 20));
    for (let second = 1; second <= 12; second++) {
      jest.advanceTimersByTime(1000);
      act(() => result.current.onTime(second, 20));
    }
    expect(sentPositions()).toEqual([0, 10]);
    act(() => result.current.flush(12.4, 20));
    expect(sentPositions()).toEqual([0, 10, 12]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/progress");
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({ lessonId: "l1", videoId: "v1", positionSeconds: 0, durationSeconds: 20 });
  });

  it("sends the last position with sendBeacon when the page goes away", () => {
    const { result, unmount } = renderHook(() => useProgressSaver({ lessonId: "l1", videoId: "v1", enabled: true }));
    act(() => result.current.onTime(0, 20));
    jest.advanceTimersByTime(3000);
    act(() => result.current.onTime(3, 20));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(beacon).toHaveBeenCalledWith("/api/progress", expect.any(Blob));
    unmount();
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it("sends nothing for a viewer whose progress is not kept", () => {
    const { result, unmount } = renderHook(() => useProgressSaver({ lessonId: "l1", videoId: "v1", enabled: false }));
    act(() => result.current.onTime(5, 20));
    act(() => result.current.flush(6, 20));
    unmount();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});
