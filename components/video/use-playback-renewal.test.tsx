import { act, render } from "@testing-library/react";
import { PLAYBACK_URL_RENEW_MS, PLAYBACK_URL_TTL_SECONDS } from "@/lib/videos/hls-url-lifetime";
import { usePlaybackRenewal, type FreshPlayback } from "./use-playback-renewal";

function Renewing({ onFresh }: { onFresh: (fresh: FreshPlayback) => void }) {
  usePlaybackRenewal("lesson-1", "video-2", onFresh);
  return null;
}

const answer = (status: number, body: unknown = null) => ({ ok: status === 200, status, json: async () => body }) as Response;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("asks for fresh URLs at half their life, and stops once the viewer may no longer watch", async () => {
  expect(PLAYBACK_URL_TTL_SECONDS).toBe(600);
  const responses = [
    answer(200, [{ id: "video-1", videoUrl: "/a", hlsUrl: null }, { id: "video-2", videoUrl: "/b?sig=1", hlsUrl: "/h?sig=1" }]),
    answer(500),
    answer(403),
  ];
  const fetchMock = jest.fn(async () => responses.shift()!);
  global.fetch = fetchMock as unknown as typeof fetch;
  const onFresh = jest.fn();
  render(<Renewing onFresh={onFresh} />);

  await act(async () => void jest.advanceTimersByTime(PLAYBACK_URL_RENEW_MS - 1));
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => void jest.advanceTimersByTime(1));
  expect(fetchMock).toHaveBeenCalledWith("/api/lessons/lesson-1/videos", expect.objectContaining({ cache: "no-store" }));
  expect(onFresh).toHaveBeenCalledWith({ videoUrl: "/b?sig=1", hlsUrl: "/h?sig=1" });

  // A failure is retried at the next tick; a refusal (a refund) ends the renewals.
  await act(async () => void jest.advanceTimersByTime(PLAYBACK_URL_RENEW_MS));
  await act(async () => void jest.advanceTimersByTime(PLAYBACK_URL_RENEW_MS));
  expect(fetchMock).toHaveBeenCalledTimes(3);
  await act(async () => void jest.advanceTimersByTime(PLAYBACK_URL_RENEW_MS * 3));
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(onFresh).toHaveBeenCalledTimes(1);
});
