// Reads what ffmpeg wrote into an HLS media playlist, to check the output before it is stored.

/** The playable length of a media playlist (the sum of its segments), or null when it is not a finished VOD playlist. */
export function playlistSeconds(text: string): number | null {
  if (!text.startsWith("#EXTM3U") || !/^#EXT-X-ENDLIST\s*$/m.test(text)) return null;
  let total = 0;
  for (const match of text.matchAll(/^#EXTINF:([\d.]+)/gm)) total += Number(match[1]);
  return total > 0 ? total : null;
}

/**
 * Whether decoding ended well before the duration the container declares: a file cut short whose index
 * survived (an MP4 written with its index first, a WebM). A small shortfall is normal (the last frame's
 * length, an audio track that runs on past the picture).
 */
export function endsEarly(decodedSeconds: number, declaredSeconds: number): boolean {
  return decodedSeconds < declaredSeconds * 0.9 && declaredSeconds - decodedSeconds > 1;
}
