/**
 * @jest-environment node
 */
import { etagOf, matchesIfNoneMatch, withEtag } from "./etag";

const get = (ifNoneMatch?: string) => new Request("http://localhost/sitemap.xml", { headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {} });
const headers = { "Content-Type": "application/xml", "Cache-Control": "public, max-age=0, must-revalidate" };

it("tags the same bytes alike and different bytes apart, as a quoted strong tag", () => {
  expect(etagOf("<urlset/>")).toBe(etagOf(new TextEncoder().encode("<urlset/>")));
  expect(etagOf("<urlset/>")).not.toBe(etagOf("<urlset></urlset>"));
  expect(etagOf("x")).toMatch(/^"[\w-]{27}"$/);
});

it("reads If-None-Match as browsers and caches send it: lists, weak tags, *", () => {
  const tag = etagOf("x");
  expect(matchesIfNoneMatch(null, tag)).toBe(false);
  expect(matchesIfNoneMatch(tag, tag)).toBe(true);
  expect(matchesIfNoneMatch(`"other", W/${tag}`, tag)).toBe(true);
  expect(matchesIfNoneMatch("*", tag)).toBe(true);
  expect(matchesIfNoneMatch(`"other"`, tag)).toBe(false);
});

it("answers 200 with the body and its ETag, then 304 without a body to a request that has it", async () => {
  const first = withEtag(get(), "<urlset/>", headers);
  expect(first.status).toBe(200);
  expect(await first.text()).toBe("<urlset/>");
  const tag = first.headers.get("ETag")!;
  expect(first.headers.get("Content-Type")).toBe("application/xml");

  const again = withEtag(get(tag), "<urlset/>", headers);
  expect(again.status).toBe(304);
  expect(again.headers.get("ETag")).toBe(tag);
  expect(again.headers.get("Cache-Control")).toBe(headers["Cache-Control"]);
  expect(await again.text()).toBe("");

  expect(withEtag(get(tag), "<urlset>changed</urlset>", headers).status).toBe(200);
});
