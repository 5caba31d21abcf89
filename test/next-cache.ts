// Integration tests call route handlers outside a Next.js server, which has no incremental cache.
// This stand-in runs cached functions directly and records invalidations so tests can assert them;
// the real cache is exercised by the end-to-end tests against `next start`.
export const invalidated: string[] = [];

export function unstable_cache<T extends (...args: never[]) => unknown>(fn: T): T {
  return fn;
}

export function revalidateTag(tag: string) {
  invalidated.push(`tag:${tag}`);
}

export function revalidatePath(path: string) {
  invalidated.push(`path:${path}`);
}

export function updateTag(tag: string) {
  invalidated.push(`tag:${tag}`);
}

export function unstable_noStore() {}
