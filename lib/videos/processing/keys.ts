import { MASTER_PLAYLIST } from "./hls-args.mjs";

// Where processing writes beside an original `videos/{lessonId}/{24hex}.{ext}` (the layout every reader
// shares): `…/{24hex}/hls/master.m3u8`, `…/{24hex}/hls/{rendition}/index.m3u8` and its segments, and
// `…/{24hex}/poster.jpg`.
export type OutputKeys = { hlsPrefix: string; master: string; poster: string };

export function outputKeysFor(storageKey: string): OutputKeys {
  const base = storageKey.replace(/\.[^./]+$/, "");
  if (base === storageKey) throw new Error(`A video key without an extension: ${storageKey}`);
  return { hlsPrefix: `${base}/hls/`, master: `${base}/hls/${MASTER_PLAYLIST}`, poster: `${base}/poster.jpg` };
}
