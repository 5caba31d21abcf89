// Certificates with names in every script, checked three ways:
// - pixels: the name drawn in a PDF by lib/certificates/text/ and rasterised by poppler (pdftoppm) against the
//   same name, same fonts, same size, laid out by Chromium (HarfBuzz shaping, ICU bidi): ink boxes of the same
//   size, and the same ink cell by cell (see compareInk). The old way of drawing (each letter on its own, left
//   to right) is drawn in Chromium too, and must NOT match: the comparison can tell shaped text from broken;
// - text: pdftotext gives the name back as typed (logical order), Arabic and Hindi included;
// - size: fonts are embedded as subsets, so a certificate with a Chinese name stays well under 300 KB.
// Needs Debian's poppler-utils (pdftoppm, pdftotext) and chromium. PNGs of every certificate are left in
// .data/cert-pngs/ to look at.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { PDFDocument, rgb } from "pdf-lib";
import type { Locale } from "@/lib/i18n/locales";
import { compareInk, pdfFonts, pdfToText, rasterisePdf, renderInChromium, savePdfPng, requireTool, withoutBidiControls, type Comparison } from "@/test/helpers/pdf-raster";
import { renderCertificatePdf } from "./pdf";
import { PdfTextWriter } from "./text/pdf-text";

const PNG_DIR = path.join(process.cwd(), ".data", "cert-pngs");
const SIZE = 48; // points in the PDF, CSS pixels in Chromium; both drawn at 2 pixels per unit

type Sample = { label: string; name: string; locale: Locale; course: string; complex?: boolean };
const SAMPLES: Sample[] = [
  { label: "latin", name: "María José Núñez", locale: "es", course: "Filemón" },
  { label: "greek", name: "Ελένη Παπαδοπούλου", locale: "en", course: "Philemon" },
  { label: "cyrillic", name: "Иван Петрович Сидоров", locale: "ru", course: "Послание к Филимону" },
  { label: "arabic", name: "فاطمة الزهراء", locale: "ar", course: "فليمون", complex: true },
  { label: "arabic-digits", name: "أحمد 123 محمد", locale: "ar", course: "فليمون", complex: true },
  { label: "hebrew", name: "אברהם כהן", locale: "en", course: "Philemon", complex: true },
  { label: "devanagari", name: "मुहम्मद क्षत्रिय श्री", locale: "hi", course: "फिलेमोन", complex: true },
  { label: "chinese", name: "王小明 李华", locale: "zh", course: "腓利门书" },
  { label: "japanese", name: "山田花子 やまだ はなこ", locale: "ja", course: "ピレモンへの手紙" },
  // One word: Chromium shapes spaces on their own, so it misses this font's wider space between Hangul syllables.
  { label: "korean", name: "김민수", locale: "ko", course: "빌레몬서" },
  { label: "mixed", name: "María 李 Ahmed أحمد", locale: "en", course: "Philemon", complex: true },
];

/** Same size within 1% or 4 pixels (the boxes are 400 to 1200 pixels wide), and the same ink cell by cell. */
function matches(c: Comparison): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(4, 0.01 * Math.max(a, b));
  return close(c.pdfSize[0], c.chromiumSize[0]) && close(c.pdfSize[1], c.chromiumSize[1]) && c.cellDifference < 0.05 && c.worstCell < 0.5;
}

/** A page with nothing but the name, drawn as the certificate draws it (bold, dir="auto"), in black. */
async function namePdf(name: string) {
  const pdf = await PDFDocument.create();
  const writer = new PdfTextWriter(pdf);
  const line = writer.layout(name, { weight: "bold", locale: "en", direction: "auto" });
  const width = Math.ceil(line.width * SIZE + 100);
  const height = 120;
  writer.draw(pdf.addPage([width, height]), line, { x: 50, y: 45, size: SIZE, color: rgb(0, 0, 0) });
  writer.finish();
  return { bytes: await pdf.save(), width, height };
}

const certificate = (sample: Sample, locale: Locale, type: "diploma" | "course_completion" = "course_completion") =>
  renderCertificatePdf({
    type,
    holderName: sample.name,
    courseTitle: sample.course,
    issuedAt: new Date("2026-11-25T10:00:00Z"),
    serial: "BSA-7K3M-9QX2",
    verifyUrl: "https://biblicalstudies.example/verify/BSA-7K3M-9QX2",
    locale,
  });

let browser: Browser;
let page: Page;
const sizes: Record<string, number> = {};

beforeAll(async () => {
  requireTool("pdftoppm", "poppler-utils");
  requireTool("pdftotext", "poppler-utils");
  requireTool("pdffonts", "poppler-utils");
  fs.mkdirSync(PNG_DIR, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // The test page and its fonts are local files.
    args: ["--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"],
  });
  page = await (await browser.newContext({ deviceScaleFactor: 2 })).newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (Object.keys(sizes).length) fs.writeFileSync(path.join(PNG_DIR, "sizes.json"), `${JSON.stringify(sizes, null, 2)}\n`);
});

describe("a name in a certificate PDF looks as Chromium draws it", () => {
  it.each(SAMPLES)("$label: $name", async ({ label, name, complex }) => {
    const { bytes, width, height } = await namePdf(name);
    const pdf = await rasterisePdf(bytes, 144, path.join(PNG_DIR, `name-${label}-pdf.png`));
    const chrome = await renderInChromium(page, name, { weight: "bold", locale: "en", sizePx: SIZE, width, height, pngOut: path.join(PNG_DIR, `name-${label}-chromium.png`) });
    const comparison = compareInk(pdf, chrome);
    expect({ label, ...comparison, matches: matches(comparison) }).toEqual(expect.objectContaining({ matches: true }));

    if (complex) {
      // The control: the name as the old PDFs drew it (no joining, no conjuncts, no bidi) must be told apart.
      const broken = await renderInChromium(page, name, { weight: "bold", locale: "en", sizePx: SIZE, width, height, broken: true });
      const control = compareInk(pdf, broken);
      expect({ label, ...control, matches: matches(control) }).toEqual(expect.objectContaining({ matches: false }));
    }
  }, 60_000);
});

describe("a whole certificate", () => {
  it.each(SAMPLES)("$label: in $locale, and in English", async (sample) => {
    for (const locale of new Set<Locale>([sample.locale, "en"])) {
      const bytes = await certificate(sample, locale);
      sizes[`${sample.label}-${locale}`] = bytes.byteLength;
      savePdfPng(bytes, 72, path.join(PNG_DIR, `certificate-${sample.label}-${locale}.png`));

      // Every font is an embedded subset (a six-letter tag before its name) of a TrueType font, with a ToUnicode map.
      const fonts = pdfFonts(bytes);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font).toEqual({ name: expect.stringMatching(/^[A-Z]{6}\+Noto/), type: "CID TrueType", embedded: true, subset: true, toUnicode: true });
      }
      expect(bytes.byteLength).toBeLessThan(300 * 1024);

      // The text layer gives the name back in logical order (pdftotext wraps right-to-left stretches in
      // embedding controls, ignored here). A number inside Arabic is poppler's weak spot: it orders the line
      // with its own rules, not the bidi algorithm, and moves the spaces around the number; on an English page
      // it even lists the words around the number in visual order. So that one is checked on the Arabic page,
      // spaces aside.
      const text = withoutBidiControls(pdfToText(bytes));
      const squeeze = (s: string) => s.replace(/\s+/g, "");
      if (sample.label !== "arabic-digits") expect(text).toContain(sample.name);
      else if (locale === "ar") expect(squeeze(text)).toContain(squeeze(sample.name));
    }
  }, 60_000);

  it("a diploma with a Chinese name, all in Chinese, stays under 300 KB", async () => {
    const bytes = await certificate({ label: "chinese", name: "王小明 李华", locale: "zh", course: "" }, "zh", "diploma");
    sizes["chinese-zh-diploma"] = bytes.byteLength;
    savePdfPng(bytes, 72, path.join(PNG_DIR, "diploma-chinese-zh.png"));
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const text = pdfToText(bytes);
    expect(text).toContain("王小明 李华");
    expect(text).toContain("圣经研究文凭");
  }, 60_000);

  it("a name in a script no Noto font here has (Thai) is drawn with the last-resort font, a character no font has as a box", async () => {
    const bytes = await certificate({ label: "thai", name: "สมชาย ใจดี \u{F0000}", locale: "en", course: "Philemon" }, "en");
    savePdfPng(bytes, 72, path.join(PNG_DIR, "certificate-thai-en.png"));
    expect(pdfFonts(bytes).map((f) => f.name)).toContainEqual(expect.stringMatching(/^[A-Z]{6}\+UnifontEX-Regular$/));
    expect(withoutBidiControls(pdfToText(bytes))).toContain("สมชาย ใจดี \u{F0000}");
  }, 60_000);
});
