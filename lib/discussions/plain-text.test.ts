/** @jest-environment node */
import { HTML_PAYLOADS, URL_PAYLOADS } from "@/test/fixtures/xss/payloads";
import { plainTextOfPostHtml, postPlainText } from "./markdown";
import { renderPost } from "./render";

// A quote's excerpt is read from the quoted post's stored HTML (lib/discussions/thread-view.ts): the same words
// postPlainText finds in its Markdown, Scripture buttons and all.
const BODIES = [
  "Grace *alone* and **faith** & <b>works</b> \"quoted\"\n\n- Genesis 1:1\n- (v. 3) and John 3:16-18\n\n> a quote with `code`",
  "Compare [Romans 5:1](https://example.org/rom) and <https://example.org/x> — 1 Cor 13:4-7; 14:1.",
  "a\nb  c\n\n\n1. first\n2. second &amp; third &lt;tag&gt;",
  ...HTML_PAYLOADS.slice(0, 40),
  ...URL_PAYLOADS.slice(0, 20).map((url) => `[Genesis 1:1](${url}) and <${url}>`),
];

it.each(["en", "es", "de"])("reads the same words from the rendered HTML as from the Markdown (%s)", async (locale) => {
  for (const body of BODIES) {
    expect({ body, text: plainTextOfPostHtml(await renderPost(body, locale, "Gen")) }).toEqual({ body, text: postPlainText(body) });
  }
});
