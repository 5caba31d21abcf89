// Calls route handlers the way a browser would: JSON bodies, cookies carried from one answer to the next.
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`) {}

  cookieHeader() {
    return [...this.cookies.entries()].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async call(
    handler: Handler,
    { method = "GET", path = "/", body, params = {}, headers: extra = {} }: { method?: string; path?: string; body?: unknown; params?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers = new Headers({ "x-forwarded-for": this.ip, ...extra });
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    if (body !== undefined) headers.set("content-type", "application/json");
    const request = new Request(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const response = await handler(request, { params: Promise.resolve(params as never) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
