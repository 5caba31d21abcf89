/** @jest-environment node */
import { endsEarly, playlistSeconds } from "./playlist";

const playlist = (...segments: number[]) =>
  ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-TARGETDURATION:4", "#EXT-X-PLAYLIST-TYPE:VOD", ...segments.flatMap((s, i) => [`#EXTINF:${s.toFixed(6)},`, `seg-${String(i).padStart(5, "0")}.ts`]), "#EXT-X-ENDLIST", ""].join("\n");

describe("playlistSeconds", () => {
  it("adds up a finished playlist's segments", () => {
    expect(playlistSeconds(playlist(4, 4, 1.5))).toBeCloseTo(9.5);
  });

  it("is null for a playlist ffmpeg did not finish, or none at all", () => {
    expect(playlistSeconds(playlist(4, 4).replace("#EXT-X-ENDLIST", ""))).toBeNull();
    expect(playlistSeconds(playlist())).toBeNull();
    expect(playlistSeconds("")).toBeNull();
  });
});

describe("endsEarly", () => {
  it("flags decoding that stopped well before the declared end", () => {
    expect(endsEarly(1.8, 4)).toBe(true);
    expect(endsEarly(600, 3600)).toBe(true);
  });

  it("allows the small shortfalls of whole files", () => {
    expect(endsEarly(2.97, 3)).toBe(false);
    expect(endsEarly(0.6, 1.2)).toBe(false); // under a second
    expect(endsEarly(3500, 3600)).toBe(false); // an audio track running on past the picture
  });
});
