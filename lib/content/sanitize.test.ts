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
