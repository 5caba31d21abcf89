/** @jest-environment node */
// The pseudo-locale (locale-codes.mjs) is an address of the test build only: never one of the school's
// languages (the language list, sitemap, SEO links and picker read `locales`), and not even an address in
// a build made without NEXT_PUBLIC_PSEUDO_LOCALE=true.
const load = async (flag: string | undefined) => {
  jest.resetModules();
  if (flag === undefined) delete process.env.NEXT_PUBLIC_PSEUDO_LOCALE;
  else process.env.NEXT_PUBLIC_PSEUDO_LOCALE = flag;
  const [codes, locales, rules] = await Promise.all([import("./locale-codes.mjs"), import("./locales"), import("./address-rules.mjs")]);
  return { codes, locales, rules };
};

afterEach(() => delete process.env.NEXT_PUBLIC_PSEUDO_LOCALE);

it("is no address of an ordinary build", async () => {
  const { codes, locales, rules } = await load(undefined);
  expect(codes.routedLocales).toEqual(codes.locales);
  expect(locales.isLocale("en-XA")).toBe(false);
  expect(JSON.stringify(rules.localeRewrites())).not.toContain("en-XA");
});

it("is an address of the test build, never one of the school's languages", async () => {
  const { codes, locales, rules } = await load("true");
  expect(codes.routedLocales).toEqual([...codes.locales, "en-XA"]);
  expect(codes.locales).not.toContain("en-XA");
  expect(locales.isLocale("en-XA")).toBe(true);
  expect(locales.directionOf(locales.pseudoLocale)).toBe("ltr");
  expect(JSON.stringify(rules.localeRewrites())).toContain("en-XA");
});
