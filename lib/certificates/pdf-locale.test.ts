/** @jest-environment node */
import { certificateLocale } from "./pdf-locale";

const request = (query = "", headers: Record<string, string> = {}) => new Request(`http://school.test/api/certificates/c1/pdf${query}`, { headers });

describe("certificateLocale", () => {
  it("takes ?locale= first, when it is one of the school's languages", () => {
    expect(certificateLocale(request("?locale=ar", { referer: "http://school.test/es/certificates" }))).toBe("ar");
    expect(certificateLocale(request("?locale=xx", { referer: "http://school.test/es/certificates" }))).toBe("es");
  });

  it("then the language of the page the download started from, on this site only", () => {
    expect(certificateLocale(request("", { referer: "http://school.test/hi/certificates", cookie: "NEXT_LOCALE=de" }))).toBe("hi");
    // English pages have no prefix.
    expect(certificateLocale(request("", { referer: "http://school.test/certificates", cookie: "NEXT_LOCALE=de" }))).toBe("en");
    expect(certificateLocale(request("", { referer: "http://elsewhere.test/ja/x", cookie: "NEXT_LOCALE=de" }))).toBe("de");
  });

  it("knows this site by the host the browser asked for, also behind a proxy that rewrites request.url", () => {
    const internal = (headers: Record<string, string>) => new Request("http://127.0.0.1:4000/api/certificates/c1/pdf", { headers });
    expect(certificateLocale(internal({ referer: "https://school.example/ar/certificates", "x-forwarded-host": "school.example" }))).toBe("ar");
    expect(certificateLocale(internal({ referer: "https://evil.example/ar/x", "x-forwarded-host": "school.example", cookie: "NEXT_LOCALE=de" }))).toBe("de");
  });

  it("then the language the visitor chose, then the browser's, then English", () => {
    expect(certificateLocale(request("", { cookie: "theme=dark; NEXT_LOCALE=ko" }))).toBe("ko");
    expect(certificateLocale(request("", { cookie: "NEXT_LOCALE=xx", "accept-language": "nl-NL, pt-BR;q=0.8, en;q=0.5" }))).toBe("pt");
    expect(certificateLocale(request("", { "accept-language": "ru;q=0.2, zh-CN;q=0.9" }))).toBe("zh");
    expect(certificateLocale(request("", { "accept-language": "nl, sv" }))).toBe("en");
    expect(certificateLocale(request())).toBe("en");
  });
});
