// The bit rates a master playlist declares for each rendition, measured from the segments ffmpeg wrote rather
// than taken from the encoder's target (ffmpeg writes the target plus 10 %, which a busy picture passes:
// 449 kbit/s in a 240p declared at 400 kbit/s). Players pick a rendition by BANDWIDTH, so an understated one
// stalls on a link that just fits it.

export type Segment = { uri: string; seconds: number };
export type MeasuredSegment = { bytes: number; seconds: number };
export type Bandwidth = { peak: number; average: number };

/** The segments of an HLS media playlist, in order, and its target duration (seconds). */
export function readMediaPlaylist(text: string): { targetSeconds: number; segments: Segment[] } {
  const targetSeconds = Number(/^#EXT-X-TARGETDURATION:(\d+)/m.exec(text)?.[1] ?? 0);
  const segments: Segment[] = [];
  let seconds: number | null = null;
  for (const line of text.split("\n").map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith("#") && seconds !== null) {
      segments.push({ uri: line, seconds });
      seconds = null;
    }
  }
  return { targetSeconds, segments };
}

/**
 * RFC 8216 (4.3.4.2): BANDWIDTH is the peak segment bit rate, the largest bit rate of any run of consecutive
 * segments lasting between 0.5 and 1.5 times the target duration (so a short last segment, mostly one
 * keyframe, does not set it alone); AVERAGE-BANDWIDTH is the whole playlist's. Bits per second, rounded up.
 */
export function measureBandwidth(segments: MeasuredSegment[], targetSeconds: number): Bandwidth {
  const rate = (bytes: number, seconds: number) => Math.ceil((bytes * 8) / seconds);
  const totalBytes = segments.reduce((sum, s) => sum + s.bytes, 0);
  const totalSeconds = segments.reduce((sum, s) => sum + s.seconds, 0);
  if (!(totalSeconds > 0)) throw new Error("a rendition without segments has no bit rate");
  const average = rate(totalBytes, totalSeconds);
  let peak = 0;
  for (let start = 0; start < segments.length; start++) {
    let bytes = 0;
    let seconds = 0;
    for (let end = start; end < segments.length && seconds + segments[end]!.seconds <= targetSeconds * 1.5; end++) {
      bytes += segments[end]!.bytes;
      seconds += segments[end]!.seconds;
      if (seconds >= targetSeconds * 0.5) peak = Math.max(peak, rate(bytes, seconds));
    }
  }
  // A video shorter than half a segment has no such run: the whole of it is its peak.
  return { peak: Math.max(peak, average), average };
}

/**
 * The master playlist with each variant's BANDWIDTH and AVERAGE-BANDWIDTH set to what was measured for its
 * URI; every other attribute stays as ffmpeg wrote it. A variant nothing was measured for is an error.
 */
export function withBandwidth(master: string, measured: ReadonlyMap<string, Bandwidth>): string {
  const lines = master.split("\n");
  return lines
    .map((line, i) => {
      if (!line.startsWith("#EXT-X-STREAM-INF:")) return line;
      const uri = lines.slice(i + 1).find((next) => next.trim() && !next.startsWith("#"))?.trim() ?? "";
      const bandwidth = measured.get(uri);
      if (!bandwidth) throw new Error(`no bit rate was measured for the variant ${uri || "(none)"}`);
      const attributes = line
        .slice("#EXT-X-STREAM-INF:".length)
        .split(/,(?=[A-Z0-9-]+=)/)
        .filter((attribute) => !/^(AVERAGE-)?BANDWIDTH=/.test(attribute));
      return `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth.peak},AVERAGE-BANDWIDTH=${bandwidth.average},${attributes.join(",")}`;
    })
    .join("\n");
}
