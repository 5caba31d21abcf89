import path from "node:path";
import { isSafeKey } from "@/lib/storage/types";

// HLS playlists (RFC 8216) as processing stores them: every URI relative to the playlist. Serving one means
// replacing each URI with a signed URL, so a playlist never points at a file the viewer may not fetch.

/** Tags whose URI="…" attribute names another resource (a rendition, an init segment, a key…). */
const URI_ATTRIBUTE = /URI="([^"]*)"/g;

export class PlaylistError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PlaylistError";
  }
}

/**
 * Rewrites every URI of a playlist: the URI lines (a variant playlist in a master, a segment in a variant)
 * and the URI attributes of tags such as EXT-X-MAP or EXT-X-MEDIA. Everything else is kept as it is.
 */
export async function rewritePlaylist(text: string, rewrite: (uri: string) => Promise<string>): Promise<string> {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines[0]?.trim() !== "#EXTM3U") throw new PlaylistError("Not an HLS playlist");
  const out = await Promise.all(
    lines.map(async (line) => {
      const trimmed = line.trim();
      if (trimmed === "") return line;
      if (!trimmed.startsWith("#")) return rewrite(trimmed);
      if (!trimmed.startsWith("#EXT") || !trimmed.includes('URI="')) return line;
      const uris = [...trimmed.matchAll(URI_ATTRIBUTE)].map((match) => match[1]!);
      const signed = await Promise.all(uris.map(rewrite));
      let index = 0;
      return trimmed.replace(URI_ATTRIBUTE, () => `URI="${signed[index++]}"`);
    }),
  );
  return out.join("\n");
}

/**
 * The path, relative to the HLS folder, that a URI found in the playlist at `playlistPath` (itself relative
 * to that folder) names. Only plain relative paths that stay inside the folder are accepted: no scheme, no
 * query, no "..", nothing absolute.
 */
export function resolvePlaylistUri(playlistPath: string, uri: string): string {
  if (!uri || uri.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(uri) || /[?#\\]/.test(uri)) {
    throw new PlaylistError(`Unexpected URI in playlist: ${uri}`);
  }
  const resolved = path.posix.join(path.posix.dirname(playlistPath), uri);
  if (!isSafeKey(resolved)) throw new PlaylistError(`Unexpected URI in playlist: ${uri}`);
  return resolved;
}

/** A playlist path as the route accepts it: safe segments ending in .m3u8 (master.m3u8, 360p/index.m3u8). */
export function isPlaylistPath(value: string): boolean {
  return isSafeKey(value) && value.endsWith(".m3u8") && value.split("/").length <= 3;
}

/** A file of the HLS folder as the route serves it: a playlist, or a media segment (360p/seg-00002.ts, an fMP4 part or init). */
export function isHlsFilePath(value: string): boolean {
  return isSafeKey(value) && /\.(m3u8|ts|m4s|mp4)$/.test(value) && value.split("/").length <= 3;
}
