import { GET } from "./route";

const call = (query: string) => GET(new Request(`http://test/api/scripture${query}`), { params: Promise.resolve({}) });

it("GET /api/scripture returns the WEB passage with its translation and licence, cacheable by anyone", async () => {
  const response = await call("?ref=Rom.3.21-Rom.3.26&language=en");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
  const body = await response.json();
  expect(body).toMatchObject({
    reference: "Rom.3.21-Rom.3.26",
    translation: { id: "web", name: "World English Bible", lang: "en", licence: "Public domain" },
    continuation: null,
  });
  expect(body.verses.map((v: { verse: number }) => v.verse)).toEqual([21, 22, 23, 24, 25, 26]);
  expect(body.verses[2].text).toBe("for all have sinned, and fall short of the glory of God;");
});

it("GET /api/scripture returns Reina-Valera 1909 for Spanish and the WEB for a language without its own text", async () => {
  const spanish = await (await call("?ref=John.3.16&language=es")).json();
  expect(spanish.translation.name).toBe("Reina-Valera 1909");
  expect(spanish.verses[0].text).toMatch(/^Porque de tal manera amó Dios al mundo/);
  const german = await (await call("?ref=John.3.16&language=de")).json();
  expect(german.translation.name).toBe("World English Bible");
});

it("GET /api/scripture caps a long passage and names the rest", async () => {
  const body = await (await call("?ref=Ps.119&language=en")).json();
  expect(body.verses).toHaveLength(80);
  expect(body.continuation).toBe("Ps.119.81-Ps.119");
});

it("GET /api/scripture answers 400 with a clear message to a bad reference or language", async () => {
  for (const [query, message] of [
    ["", /ref/],
    ["?ref=Romans%203", /not a Bible reference/],
    ["?ref=Rom.17", /Rom has 16 chapters/],
    ["?ref=Rom.3.1&language=xx", /language/],
    [`?ref=${"Rom.3.1".repeat(10)}`, /ref/],
  ] as const) {
    const response = await call(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  }
});
