/** @jest-environment node */
import { sanitizeLessonHtml } from "./sanitize";

it("keeps the structure of a lesson", () => {
  const html = "<h2>Context</h2><p>Read <strong>Genesis 12:1-3</strong>.</p><ul><li>One</li></ul><blockquote>Note</blockquote>";
  expect(sanitizeLessonHtml(html)).toBe(html);
});

it("removes scripts, event handlers, styles and dangerous links", () => {
  const dirty =
    '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>';
  const clean = sanitizeLessonHtml(dirty);
  expect(clean).not.toMatch(/script|onclick|onerror|style|javascript|iframe|<img/i);
  expect(clean).toContain("<p>Hi</p>");
});

it("opens outside links safely", () => {
  expect(sanitizeLessonHtml('<a href="https://example.org">site</a>')).toBe(
    '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">site</a>',
  );
});

it("keeps lesson images from the school's own image path, with their alternative text only", () => {
  expect(sanitizeLessonHtml('<img src="/api/lesson-images/c1/map.webp" alt="Map" title="t" width="9" onerror="x()">')).toBe(
    '<img src="/api/lesson-images/c1/map.webp" alt="Map" />',
  );
  for (const img of [
    '<img src="https://evil.example/a.png" alt="x">',
    '<img src="/api/lesson-images/a.png">',
    '<img src="/api/lesson-images/a.png" alt=" ">',
    '<img src="data:image/png;base64,AAAA" alt="x">',
    '<img src="/api/lesson-images/a.svg" alt="x">',
  ]) {
    expect(sanitizeLessonHtml(`<p>a${img}b</p>`)).toBe("<p>ab</p>");
  }
});

it("keeps the text of a link whose address leaves the site or hides its scheme, not the link", () => {
  for (const href of ["//evil.example", "/\\evil.example", "java&#x09;script:alert(1)", "https://exa mple.org"]) {
    expect(sanitizeLessonHtml(`<p><a href="${href}">text</a></p>`)).toBe("<p>text</p>");
  }
  expect(sanitizeLessonHtml('<a href="/courses/john">John</a>')).toBe('<a href="/courses/john" rel="noopener noreferrer nofollow" target="_blank">John</a>');
});
