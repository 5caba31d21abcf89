import { act, renderHook } from "@testing-library/react";
import type { ProcessingState } from "@/lib/videos/processing-state";
import { useProcessingState } from "./use-processing-state";

// The card's polling of GET /api/videos/{id}: every 2 s while processing, stopping once the video is ready
// or failed (or gone), and Retry's POST.
const answers: { status: number; body: unknown }[] = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const next = answers.shift() ?? { status: 500, body: { error: "no answer" } };
  return { ok: next.status < 300, status: next.status, statusText: "", text: async () => JSON.stringify(next.body), url, init } as unknown as Response;
});
const state = (status: ProcessingState["status"], progress: number, more: Partial<ProcessingState> = {}): ProcessingState => ({
  id: "v1",
  status,
  progress,
  errorCode: null,
  refused: false,
  ...more,
});
const tick = () => act(async () => void (await jest.advanceTimersByTimeAsync(2000)));

beforeEach(() => {
  jest.useFakeTimers();
  answers.length = 0;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

it("polls every 2 s while processing and stops once the video is ready", async () => {
  const { result } = renderHook(() => useProcessingState());
  act(() => result.current.track("v1"));
  expect(result.current.state).toEqual(state("processing", 0));
  answers.push({ status: 200, body: state("processing", 35) }, { status: 200, body: state("ready", 100) });
  await tick();
  expect(result.current.state).toEqual(state("processing", 35));
  expect(fetchMock).toHaveBeenLastCalledWith("/api/videos/v1", expect.objectContaining({ method: "GET" }));
  await tick();
  expect(result.current.state?.status).toBe("ready");
  await tick();
  await tick();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("keeps polling through a failed request, and stops for a video no longer there", async () => {
  const { result } = renderHook(() => useProcessingState(state("processing", 10)));
  answers.push({ status: 502, body: {} }, { status: 404, body: { error: "Video not found" } });
  await tick();
  await tick();
  await tick();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(result.current.state).toEqual(state("processing", 10));
});

it("retries a failed video and follows it again; a refused retry reads the state back", async () => {
  const { result } = renderHook(() => useProcessingState(state("failed", 60, { errorCode: "TRANSCODE_FAILED" })));
  await tick();
  expect(fetchMock).not.toHaveBeenCalled();
  answers.push({ status: 200, body: state("processing", 0) });
  await act(async () => expect(await result.current.retry()).toBe(true));
  expect(fetchMock).toHaveBeenLastCalledWith("/api/videos/v1/retry", expect.objectContaining({ method: "POST" }));
  answers.push({ status: 200, body: state("failed", 0, { errorCode: "STORAGE_FAILED" }) });
  await tick();
  expect(result.current.state).toMatchObject({ status: "failed", errorCode: "STORAGE_FAILED" });

  answers.push({ status: 409, body: { code: "NOT_RETRYABLE" } }, { status: 200, body: state("ready", 100) });
  await act(async () => expect(await result.current.retry()).toBe(false));
  expect(result.current.state?.status).toBe("ready");
});
