/** @jest-environment node */
import { isAllowedHref, normaliseHref } from "./urls";

it("allows web pages, e-mail addresses and this site's own paths", () => {
  for (const href of ["https://example.org", "http://example.org/a?b=c#d", "mailto:office@example.org", "/courses/genesis", "/", "#outline", "HTTPS://EXAMPLE.ORG"]) {
    expect([href, isAllowedHref(href)]).toEqual([href, true]);
  }
});

it("refuses every other scheme, other sites disguised as paths, and hidden characters", () => {
  const refused = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "javascript&colon;alert(1)",
    "&#106;avascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.org",
    "//evil.example",
    "/\\evil.example",
    "https:evil.example",
    "https://",
    "mailto:",
    "https://exa mple.org",
    "https://example.org/\u202eexe.txt",
    "courses/genesis",
    "",
    `https://example.org/${"a".repeat(2048)}`,
  ];
  for (const href of refused) expect([href, isAllowedHref(href)]).toEqual([href, false]);
  expect(isAllowedHref(undefined)).toBe(false);
  expect(isAllowedHref(42)).toBe(false);
});

it("completes what an author types: a bare site, an e-mail address", () => {
  expect(normaliseHref("example.org/page")).toBe("https://example.org/page");
  expect(normaliseHref("  https://example.org  ")).toBe("https://example.org");
  expect(normaliseHref("office@example.org")).toBe("mailto:office@example.org");
  expect(normaliseHref("/courses")).toBe("/courses");
  expect(normaliseHref("javascript:alert(1)")).toBeNull();
  expect(normaliseHref("data:text/html,x")).toBeNull();
  expect(normaliseHref("not a link")).toBeNull();
});
