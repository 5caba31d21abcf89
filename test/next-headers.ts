// Server actions and pages read the request through next/headers, which exists only inside a Next.js
// request. Integration tests provide that request here: the cookies a browser would send, the headers,
// and the cookies the code under test sets (so a test can carry them to the next call, like a browser).
type Cookie = { name: string; value: string };

const jar = new Map<string, string>();
const requestHeaders = new Headers();

export function setTestRequest({ cookies = {}, headers = {} }: { cookies?: Record<string, string>; headers?: Record<string, string> }) {
  jar.clear();
  for (const [name, value] of Object.entries(cookies)) jar.set(name, value);
  for (const key of [...requestHeaders.keys()]) requestHeaders.delete(key);
  for (const [name, value] of Object.entries(headers)) requestHeaders.set(name, value);
}

export function testCookieHeader(): string {
  return [...jar.entries()].map(([name, value]) => `${name}=${value}`).join("; ");
}

export async function cookies() {
  return {
    get: (name: string): Cookie | undefined => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: (): Cookie[] => [...jar.entries()].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => {
      jar.set(name, value);
    },
    delete: (name: string) => {
      jar.delete(name);
    },
  };
}

export async function headers() {
  return requestHeaders;
}
