import { act, render, screen, waitFor } from "@testing-library/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHlsPlayback } from "./use-hls-playback";

// A stand-in for hls.js: records what the hook asks of it and lets the test fire its events.
type Listener = (event: string, data: unknown) => void;
const hlsMock = { supported: true, instances: [] as FakeHls[] };
class FakeHls {
  static Events = { MANIFEST_PARSED: "manifestParsed", FRAG_CHANGED: "fragChanged", ERROR: "error" };
  static ErrorTypes = { MEDIA_ERROR: "mediaError", NETWORK_ERROR: "networkError" };
  static isSupported = () => hlsMock.supported;
  listeners = new Map<string, Listener>();
  levels = [{ height: 240 }, { height: 360 }, { height: 720 }];
  source: string | null = null;
  media: HTMLVideoElement | null = null;
  destroyed = false;
  recoverMediaError = jest.fn();
  currentLevel = -1;
  constructor(readonly config: Record<string, unknown>) {
    hlsMock.instances.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLVideoElement) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
  fire(event: string, data: unknown) {
    act(() => this.listeners.get(event)!(event, data));
  }
}
jest.mock("hls.js/light", () => ({ __esModule: true, default: FakeHls }));

const renewer: { renew: ((fresh: { videoUrl: string; hlsUrl: string | null }) => void) | null } = { renew: null };

function Player({ hlsUrl }: { hlsUrl: string | null }) {
  const video = useRef<HTMLVideoElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const element = useCallback(() => video.current, []);
  const playback = useHlsPlayback(element, { hlsUrl, fileUrl: "/api/media/original.mp4?sig=x", startAt: 12, onHeight: setHeight });
  useEffect(() => {
    renewer.renew = playback.renew;
  });
  return (
    <div data-testid="player" data-engine={playback.engine ?? ""} data-quality={height ?? ""} data-levels={playback.levels.join(",")}>
      <video ref={video} data-testid="video" />
    </div>
  );
}

const player = () => screen.getByTestId("player");
const video = () => screen.getByTestId("video") as HTMLVideoElement;

beforeEach(() => {
  hlsMock.supported = true;
  hlsMock.instances = [];
  jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("");
  jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it("plays the master playlist with hls.js where Media Source exists, from the start position, and reports the rendition on screen", async () => {
  render(<Player hlsUrl="/api/videos/v1/hls/master.m3u8?exp=1&sig=s" />);
  await waitFor(() => expect(player()).toHaveAttribute("data-engine", "hls.js"));
  const hls = hlsMock.instances[0]!;
  expect(hls.source).toBe("/api/videos/v1/hls/master.m3u8?exp=1&sig=s");
  expect(hls.media).toBe(video());
  expect(hls.config).toMatchObject({ startPosition: 12, capLevelToPlayerSize: true });
  hls.fire("manifestParsed", { levels: hls.levels });
  expect(player()).toHaveAttribute("data-levels", "240,360,720");
  hls.fire("fragChanged", { frag: { level: 2 } });
  expect(player()).toHaveAttribute("data-quality", "720");
  hls.fire("fragChanged", { frag: { level: 0 } });
  expect(player()).toHaveAttribute("data-quality", "240");
});

it("falls back to the original file on a fatal hls.js error, after one try to recover a media error", async () => {
  render(<Player hlsUrl="/api/videos/v1/hls/master.m3u8?exp=1&sig=s" />);
  await waitFor(() => expect(player()).toHaveAttribute("data-engine", "hls.js"));
  const hls = hlsMock.instances[0]!;
  hls.fire("error", { fatal: false, type: "networkError" });
  hls.fire("error", { fatal: true, type: "mediaError" });
  expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
  expect(player()).toHaveAttribute("data-engine", "hls.js");
  hls.fire("error", { fatal: true, type: "networkError" });
  expect(player()).toHaveAttribute("data-engine", "file");
  expect(hls.destroyed).toBe(true);
  expect(video().getAttribute("src") ?? video().src).toContain("/api/media/original.mp4?sig=x");
});

it("uses the browser's own HLS without Media Source (Safari on iOS), else the original file", async () => {
  hlsMock.supported = false;
  jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockImplementation((type) => (type === "application/vnd.apple.mpegurl" ? "maybe" : ""));
  const { unmount } = render(<Player hlsUrl="/api/videos/v1/hls/master.m3u8?exp=1&sig=s" />);
  await waitFor(() => expect(player()).toHaveAttribute("data-engine", "native"));
  expect(video().src).toContain("/api/videos/v1/hls/master.m3u8?exp=1&sig=s");
  unmount();

  jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("");
  render(<Player hlsUrl="/api/videos/v1/hls/master.m3u8?exp=1&sig=s" />);
  await waitFor(() => expect(player()).toHaveAttribute("data-engine", "file"));
  expect(video().src).toContain("/api/media/original.mp4?sig=x");
  expect(hlsMock.instances).toHaveLength(0);
});

it("leaves a video without HLS to its original file", () => {
  render(<Player hlsUrl={null} />);
  expect(player()).toHaveAttribute("data-engine", "file");
  expect(hlsMock.instances).toHaveLength(0);
});

it("renews hls.js's URLs: it requests each playlist and segment at the newest signed URL, without reloading", async () => {
  const texts: Record<string, string> = {
    "/api/videos/v1/hls/master.m3u8?exp=2&sig=n": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n/api/videos/v1/hls/240p/index.m3u8?exp=2&sig=r\n",
    "/api/videos/v1/hls/240p/index.m3u8?exp=2&sig=r":
      '#EXTM3U\n#EXT-X-MAP:URI="/api/media/v1/hls/240p/init.mp4?exp=2&sig=i"\n#EXTINF:4,\n/api/media/v1/hls/240p/seg-0.m4s?exp=2&sig=g\n#EXT-X-ENDLIST\n',
  };
  const fetched: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    const text = texts[new URL(url, "http://localhost").pathname + new URL(url, "http://localhost").search];
    return { ok: text !== undefined, status: text ? 200 : 403, text: async () => text } as Response;
  }) as unknown as typeof fetch;
  render(<Player hlsUrl="/api/videos/v1/hls/master.m3u8?exp=1&sig=s" />);
  await waitFor(() => expect(player()).toHaveAttribute("data-engine", "hls.js"));
  const hls = hlsMock.instances[0]!;
  const xhrSetup = hls.config.xhrSetup as (xhr: { open: jest.Mock }, url: string) => void;
  const opened = (url: string) => {
    const xhr = { open: jest.fn() };
    xhrSetup(xhr, url);
    return xhr.open.mock.calls[0]?.[1] ?? url;
  };
  // Before any renewal hls.js uses its own URLs.
  expect(opened("http://localhost/api/media/v1/hls/240p/seg-0.m4s?exp=1&sig=old")).toBe("http://localhost/api/media/v1/hls/240p/seg-0.m4s?exp=1&sig=old");

  act(() => renewer.renew!({ videoUrl: "/api/media/original.mp4?sig=y", hlsUrl: "/api/videos/v1/hls/master.m3u8?exp=2&sig=n" }));
  await waitFor(() => expect(fetched).toHaveLength(2));
  await waitFor(() => expect(opened("http://localhost/api/media/v1/hls/240p/seg-0.m4s?exp=1&sig=old")).toBe("http://localhost/api/media/v1/hls/240p/seg-0.m4s?exp=2&sig=g"));
  expect(opened("http://localhost/api/media/v1/hls/240p/init.mp4?exp=1&sig=old")).toBe("http://localhost/api/media/v1/hls/240p/init.mp4?exp=2&sig=i");
  expect(opened("http://localhost/api/videos/v1/hls/240p/index.m3u8?exp=1&sig=old")).toBe("http://localhost/api/videos/v1/hls/240p/index.m3u8?exp=2&sig=r");
  expect(hls.destroyed).toBe(false);
  expect(hlsMock.instances).toHaveLength(1);
  // And a fallback afterwards plays the renewed original.
  hls.fire("error", { fatal: true, type: "networkError" });
  expect(video().src).toContain("/api/media/original.mp4?sig=y");
});

it("renews the original file's URL where it plays, keeping the time and the speed", async () => {
  render(<Player hlsUrl={null} />);
  const el = video();
  el.currentTime = 42;
  el.playbackRate = 2;
  act(() => renewer.renew!({ videoUrl: "/api/media/original.mp4?sig=fresh", hlsUrl: null }));
  expect(el.src).toContain("/api/media/original.mp4?sig=fresh");
  expect(el.currentTime).toBe(42);
  expect(el.playbackRate).toBe(2);
});
