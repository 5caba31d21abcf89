/** @jest-environment node */
import { isHlsFilePath, isPlaylistPath, PlaylistError, resolvePlaylistUri, rewritePlaylist } from "./hls-playlist";

const MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=405900,RESOLUTION=426x240,CODECS="avc1.42c015,mp4a.40.2"
240p/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=2735900,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"
720p/index.m3u8
`;

const VARIANT = `#EXTM3U\r
#EXT-X-VERSION:7\r
#EXT-X-TARGETDURATION:4\r
#EXT-X-PLAYLIST-TYPE:VOD\r
#EXT-X-MAP:URI="init.mp4"\r
#EXTINF:4.000000,\r
seg-00000.ts\r
#EXTINF:2.5,\r
seg-00001.ts\r
#EXT-X-ENDLIST\r
`;

const signer = (seen: string[]) => async (uri: string) => {
  seen.push(uri);
  return `https://signed.example/${uri}?sig=1`;
};

describe("rewritePlaylist", () => {
  it("replaces every variant URI of a master playlist and keeps the tags", async () => {
    const seen: string[] = [];
    const out = await rewritePlaylist(MASTER, signer(seen));
    expect(seen).toEqual(["240p/index.m3u8", "720p/index.m3u8"]);
    expect(out.split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      '#EXT-X-STREAM-INF:BANDWIDTH=405900,RESOLUTION=426x240,CODECS="avc1.42c015,mp4a.40.2"',
      "https://signed.example/240p/index.m3u8?sig=1",
      "",
      '#EXT-X-STREAM-INF:BANDWIDTH=2735900,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
      "https://signed.example/720p/index.m3u8?sig=1",
      "",
    ]);
  });

  it("replaces segment lines and URI attributes of a variant playlist", async () => {
    const seen: string[] = [];
    const out = await rewritePlaylist(VARIANT, signer(seen));
    expect(seen.sort()).toEqual(["init.mp4", "seg-00000.ts", "seg-00001.ts"]);
    expect(out).toContain('#EXT-X-MAP:URI="https://signed.example/init.mp4?sig=1"');
    expect(out).toContain("#EXTINF:2.5,\nhttps://signed.example/seg-00001.ts?sig=1\n#EXT-X-ENDLIST");
    expect(out).not.toContain("\r");
  });

  it("refuses what is not a playlist", async () => {
    await expect(rewritePlaylist("<html>", signer([]))).rejects.toThrow(PlaylistError);
  });
});

describe("resolvePlaylistUri", () => {
  it("resolves a relative URI against the playlist's folder", () => {
    expect(resolvePlaylistUri("master.m3u8", "360p/index.m3u8")).toBe("360p/index.m3u8");
    expect(resolvePlaylistUri("360p/index.m3u8", "seg-00003.ts")).toBe("360p/seg-00003.ts");
  });

  it("refuses absolute, escaping or query-carrying URIs", () => {
    for (const uri of ["https://evil.example/x.ts", "/etc/passwd", "../../other/hls/master.m3u8", "360p/../../../x.ts", "seg.ts?x=1", "", "a\\\\b.ts"]) {
      expect(() => resolvePlaylistUri("360p/index.m3u8", uri)).toThrow(PlaylistError);
    }
  });
});

it("accepts only playlist paths inside the HLS folder", () => {
  expect(isPlaylistPath("master.m3u8")).toBe(true);
  expect(isPlaylistPath("240p/index.m3u8")).toBe(true);
  expect(isPlaylistPath("240p/seg-00000.ts")).toBe(false);
  expect(isPlaylistPath("../master.m3u8")).toBe(false);
  expect(isPlaylistPath("a/b/c/index.m3u8")).toBe(false);
});

it("serves as HLS files the playlists and media segments of the folder, nothing else", () => {
  for (const file of ["master.m3u8", "240p/index.m3u8", "240p/seg-00000.ts", "720p/part-00001.m4s", "720p/init.mp4"]) {
    expect(isHlsFilePath(file)).toBe(true);
  }
  for (const file of ["../poster.jpg", "poster.jpg", "240p/../../original.mp4", "a/b/c/seg.ts", "240p/seg.ts/", "", "240p/captions.vtt"]) {
    expect(isHlsFilePath(file)).toBe(false);
  }
});
