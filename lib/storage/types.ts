// The contract both drivers keep: objects are written by key and read only through short-lived signed URLs.
export interface StorageDriver {
  /** A URL that GETs the object until `expiresInSeconds` from now, honouring Range. */
  signedGetUrl(key: string, expiresInSeconds: number): Promise<string>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

/** Keys are relative paths of safe segments: no "..", no leading slash, no backslash or NUL. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512 || key.startsWith("/")) return false;
  return key.split("/").every((part) => part !== "" && part !== "." && part !== ".." && /^[\w.\-]+$/.test(part));
}
