/** @jest-environment node */
import { measureBandwidth, readMediaPlaylist, withBandwidth } from "./bandwidth";

const KB = 1000;

describe("readMediaPlaylist", () => {
  it("reads the target duration and each segment's URI and length", () => {
    const text = "#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4.000000,\nseg-00000.ts\n#EXTINF:1.500000,\nseg-00001.ts\n#EXT-X-ENDLIST\n";
    expect(readMediaPlaylist(text)).toEqual({
      targetSeconds: 4,
      segments: [
        { uri: "seg-00000.ts", seconds: 4 },
        { uri: "seg-00001.ts", seconds: 1.5 },
      ],
    });
  });
});

describe("measureBandwidth", () => {
  it("declares the busiest segment's rate as the peak and the whole playlist's as the average", () => {
    // 200, 225 and 190 kB in 4 s each: 400, 450 and 380 kbit/s.
    const measured = measureBandwidth([{ bytes: 200 * KB, seconds: 4 }, { bytes: 225 * KB, seconds: 4 }, { bytes: 190 * KB, seconds: 4 }], 4);
    expect(measured).toEqual({ peak: 450_000, average: 410_000 });
  });

  it("does not let a short last segment set the peak alone, as RFC 8216 counts it", () => {
    // A 0.5 s tail of 40 kB (640 kbit/s, mostly a keyframe) is measured with the segment before it.
    const measured = measureBandwidth([{ bytes: 200 * KB, seconds: 4 }, { bytes: 40 * KB, seconds: 0.5 }], 4);
    expect(measured.peak).toBe(Math.ceil((240 * KB * 8) / 4.5));
  });

  it("measures a video shorter than half a segment as a whole", () => {
    expect(measureBandwidth([{ bytes: 10 * KB, seconds: 1 }], 4)).toEqual({ peak: 80_000, average: 80_000 });
  });
});

describe("withBandwidth", () => {
  const master = [
    "#EXTM3U",
    "#EXT-X-VERSION:6",
    '#EXT-X-STREAM-INF:BANDWIDTH=400400,RESOLUTION=426x240,CODECS="avc1.4d401e,mp4a.40.2"',
    "240p/index.m3u8",
    "",
    '#EXT-X-STREAM-INF:BANDWIDTH=765600,AVERAGE-BANDWIDTH=700000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
    "360p/index.m3u8",
    "",
  ].join("\n");

  it("replaces each variant's declared rates by the measured ones and keeps the rest", () => {
    const measured = new Map([
      ["240p/index.m3u8", { peak: 449_100, average: 390_000 }],
      ["360p/index.m3u8", { peak: 801_000, average: 760_000 }],
    ]);
    expect(withBandwidth(master, measured).split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:6",
      '#EXT-X-STREAM-INF:BANDWIDTH=449100,AVERAGE-BANDWIDTH=390000,RESOLUTION=426x240,CODECS="avc1.4d401e,mp4a.40.2"',
      "240p/index.m3u8",
      "",
      '#EXT-X-STREAM-INF:BANDWIDTH=801000,AVERAGE-BANDWIDTH=760000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
      "360p/index.m3u8",
      "",
    ]);
  });

  it("refuses a master naming a variant that was not measured", () => {
    expect(() => withBandwidth(master, new Map([["240p/index.m3u8", { peak: 1, average: 1 }]]))).toThrow("no bit rate was measured for the variant 360p/index.m3u8");
  });
});
