// Signed media URLs live minutes (lib/videos/hls-url-lifetime.ts). hls.js keeps the URLs of the playlists it
// loaded for the whole session, so the player refetches the playlists now and then (each fetch checks the
// viewer's access) and, through hls.js's xhrSetup, requests each playlist or segment at its newest URL.

/** The URIs a playlist names: its URI lines (renditions, segments) and URI="…" attributes (init segments…). */
export function playlistUris(text: string): string[] {
  const uris: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!line.startsWith("#")) uris.push(line);
    else for (const match of line.matchAll(/URI="([^"]*)"/g)) uris.push(match[1]!);
  }
  return uris;
}

const resource = (url: URL) => `${url.origin}${url.pathname}`;

/** The newest signed URL seen for each resource (a URL without its query: the signature changes, the path does not). */
export class FreshUrls {
  private readonly latest = new Map<string, string>();

  record(url: string, base: string): string {
    const absolute = new URL(url, base);
    this.latest.set(resource(absolute), absolute.href);
    return absolute.href;
  }

  /** The newest URL known for the resource `url` names, else `url` itself. */
  freshest(url: string, base: string): string {
    return this.latest.get(resource(new URL(url, base))) ?? url;
  }
}

/**
 * Fetches a fresh master playlist and every rendition playlist it names, recording their URLs and those of
 * their segments. False when a fetch is refused (the viewer may no longer watch, or a URL is stale).
 */
export async function renewPlaylistUrls(masterUrl: string, urls: FreshUrls, base: string): Promise<boolean> {
  const load = async (url: string) => {
    const res = await fetch(url, { cache: "no-store", credentials: "same-origin" });
    return res.ok ? res.text() : null;
  };
  const master = await load(urls.record(masterUrl, base));
  if (master === null) return false;
  const renditions: string[] = [];
  for (const uri of playlistUris(master)) {
    const url = urls.record(uri, base);
    if (new URL(url).pathname.endsWith(".m3u8")) renditions.push(url);
  }
  const texts = await Promise.all(renditions.map(load));
  texts.forEach((text, i) => text !== null && playlistUris(text).forEach((uri) => urls.record(uri, renditions[i]!)));
  return texts.every((text) => text !== null);
}
