// A GET as it goes over the wire, with node:http (no client that merges or drops repeated header fields):
// the status and every header line as sent, for tests that count them (one Location, an ETag, a 304).
import http from "node:http";

export type RawResponse = { status: number; headers: [name: string, value: string][]; body: string };

export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(path, process.env.E2E_BASE_URL ?? "http://localhost:3000");
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          const raw = response.rawHeaders;
          const pairs = raw.flatMap((name, i) => (i % 2 === 0 ? [[name.toLowerCase(), raw[i + 1]!] as [string, string]] : []));
          resolve({ status: response.statusCode!, headers: pairs, body });
        });
      })
      .on("error", reject);
  });
}

/** Every value of a header field, in the order sent: ["/a"] once, ["/a", "/a"] when repeated. */
export const headerValues = (response: RawResponse, name: string) => response.headers.filter(([n]) => n === name.toLowerCase()).map(([, value]) => value);
