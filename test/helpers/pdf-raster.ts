// Certificate PDF tests: rasterising PDFs with poppler, rendering the same text in Chromium,
// and comparing the two pictures.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { fontPath, loadFont, type Weight } from "@/lib/certificates/text/fonts";
import { hanFontFor, itemize } from "@/lib/certificates/text/itemize";

/** A grey-scale picture: 0 is white (no ink), 1 full ink. */
export type Ink = { width: number; height: number; data: Float32Array };

export function requireTool(tool: string, debianPackage: string): void {
  try {
    execFileSync("which", [tool], { stdio: "ignore" });
  } catch {
    throw new Error(`${tool} is missing: apt-get install -y --no-install-recommends ${debianPackage}`);
  }
}

/** Parses a binary PGM (P5, 8 bit), as `pdftoppm -gray` writes it, into ink values. */
function parsePgm(bytes: Buffer): Ink {
  let offset = 0;
  const fields: string[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[offset]!))) offset++;
    if (bytes[offset] === 0x23) {
      while (bytes[offset] !== 0x0a) offset++;
      continue;
    }
    let token = "";
    while (!/\s/.test(String.fromCharCode(bytes[offset]!))) token += String.fromCharCode(bytes[offset++]!);
    fields.push(token);
  }
  offset++; // the single whitespace after maxval
  const [magic, w, h, max] = fields;
  if (magic !== "P5" || max !== "255") throw new Error(`Unexpected PGM header ${fields.join(" ")}`);
  const width = Number(w);
  const height = Number(h);
  const data = new Float32Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = 1 - bytes[offset + i]! / 255;
  return { width, height, data };
}

/** `read` run on the PDF written to a file (`file`) in a folder of its own (`dir`), which is removed after. */
function withPdfFile<T>(pdf: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-pdf-"));
  try {
    const file = path.join(dir, "in.pdf");
    fs.writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The PDF's first page as ink, at `dpi` (144: one PDF point is two pixels). With `pngOut`, the same grey picture
 * is also saved as a PNG to look at, encoded from the pixels already drawn (poppler draws the page once).
 */
export async function rasterisePdf(pdf: Uint8Array, dpi = 144, pngOut?: string): Promise<Ink> {
  const pgm = withPdfFile(pdf, (file, dir) => {
    execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-singlefile", file, path.join(dir, "out")]);
    return fs.readFileSync(path.join(dir, "out.pgm"));
  });
  const ink = parsePgm(pgm);
  if (pngOut) {
    const grey = pgm.subarray(pgm.length - ink.width * ink.height); // the pixels end the file, one byte each
    await sharp(grey, { raw: { width: ink.width, height: ink.height, channels: 1 } }).png().toFile(pngOut);
  }
  return ink;
}

/** The PDF's first page saved as a PNG at `dpi`, in colour, to look at (nothing is measured on it). */
export function savePdfPng(pdf: Uint8Array, dpi: number, pngOut: string): void {
  withPdfFile(pdf, (file) => execFileSync("pdftoppm", ["-r", String(dpi), "-png", "-singlefile", file, pngOut.replace(/\.png$/, "")]));
}

export function pdfToText(pdf: Uint8Array): string {
  return withPdfFile(pdf, (file) => execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString("utf8"));
}

export type PdfFont = { name: string; type: string; embedded: boolean; subset: boolean; toUnicode: boolean };

/** The fonts of the PDF, as `pdffonts` lists them. */
export function pdfFonts(pdf: Uint8Array): PdfFont[] {
  const lines = withPdfFile(pdf, (file) => execFileSync("pdffonts", [file]).toString("utf8")).split("\n").slice(2).filter(Boolean);
  return lines.map((line) => {
    // name, type (may hold spaces), encoding, emb, sub, uni, object number, generation
    const [name = "", ...rest] = line.trim().split(/\s+/);
    const [emb, sub, uni] = rest.slice(-5, -2);
    return { name, type: rest.slice(0, -6).join(" "), embedded: emb === "yes", subset: sub === "yes", toUnicode: uni === "yes" };
  });
}

/** pdftotext marks right-to-left stretches with embedding controls (RLE … PDF); they are not part of the text. */
export const withoutBidiControls = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");

/**
 * The text in Chromium (which shapes with HarfBuzz and orders with ICU's bidi algorithm) at `sizePx`, in the
 * same font files, with `dir="auto"` like the certificate. Each run of the text's itemization (the same
 * characters in the same font as the PDF) is a span naming that font, so only shaping, bidi and rendering
 * are left to Chromium. `broken` draws it the way the old PDFs did, each character on its own, left to right.
 * The page must come from a context with deviceScaleFactor 2 in a Chromium started with
 * --allow-file-access-from-files (the page and its fonts are local files).
 */
export async function renderInChromium(
  page: Page,
  text: string,
  options: { weight: Weight; locale: string; sizePx: number; width: number; height: number; broken?: boolean; pngOut?: string },
): Promise<Ink> {
  const { runs } = itemize(text, {
    direction: "auto",
    han: hanFontFor(text, options.locale),
    covers: (font, codePoint) => loadFont(font, options.weight).has(codePoint),
  });
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const used = [...new Set(runs.flatMap((run) => (run.font === "hexbox" ? [] : [run.font])))];
  const spans = runs
    .map((run) => {
      const chars = text.slice(run.start, run.end);
      const content = options.broken ? [...chars].map((c) => `<span style="display:inline-block">${escape(c)}</span>`).join("") : escape(chars);
      return `<span style="font-family:${run.font === "hexbox" ? "serif" : `T-${run.font}`}">${content}</span>`;
    })
    .join("");
  const weight = options.weight === "bold" ? 700 : 400;
  const faces = used.map((key) => `@font-face{font-family:T-${key};font-weight:${weight};src:url("${pathToFileURL(fontPath(key, options.weight)).href}")}`).join("\n");
  const html = `<!doctype html><html lang="${options.locale}"><head><meta charset="utf-8"><style>${faces}
    html,body{margin:0;background:#fff}
    #t{position:absolute;left:50px;top:20px;white-space:pre;font-size:${options.sizePx}px;line-height:1.6;font-weight:${weight};color:#000;
       ${options.broken ? "unicode-bidi:bidi-override;direction:ltr" : ""}}
    </style></head><body><div id="t" ${options.broken ? "" : 'dir="auto"'}>${spans}</div></body></html>`;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-chromium-"));
  try {
    const file = path.join(dir, "text.html");
    fs.writeFileSync(file, html);
    await page.setViewportSize({ width: options.width, height: options.height });
    await page.goto(pathToFileURL(file).href);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => `${f.family}:${f.status}`);
    });
    if (loaded.some((f) => !f.endsWith(":loaded"))) throw new Error(`Fonts not loaded in Chromium: ${loaded.join(", ")}`);
    const png = await page.screenshot({ type: "png" });
    if (options.pngOut) fs.writeFileSync(options.pngOut, png);
    // Decoded in the page (no PNG library needed): grey levels, one byte a pixel, as base64.
    const { width, height, grey } = await page.evaluate(async (b64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(image, 0, 0);
      const rgba = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let out = "";
      for (let i = 0; i < rgba.length; i += 4) out += String.fromCharCode(Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!));
      return { width: canvas.width, height: canvas.height, grey: btoa(out) };
    }, png.toString("base64"));
    const bytes = Buffer.from(grey, "base64");
    return { width, height, data: Float32Array.from(bytes, (v) => 1 - v / 255) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export type Box = { left: number; top: number; right: number; bottom: number };

/** The bounding box of the pixels with at least `threshold` ink. */
export function inkBox(ink: Ink, threshold = 0.35): Box | null {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < ink.height; y++) {
    for (let x = 0; x < ink.width; x++) {
      if (ink.data[y * ink.width + x]! >= threshold) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { left, top, right: right + 1, bottom: bottom + 1 };
}

export type Comparison = {
  /** Ink bounding boxes' sizes in pixels. */
  pdfSize: [number, number];
  chromiumSize: [number, number];
  /** Mean absolute difference of ink over cells of `cell`×`cell` pixels, the two boxes aligned at their top-left corner. */
  cellDifference: number;
  /** The largest difference of one cell. */
  worstCell: number;
};

/**
 * Compares two renderings of the same text: the sizes of their ink boxes, then, with the boxes aligned at
 * their top-left corners, the average ink of each cell of `cell` pixels (blurring away anti-aliasing and
 * sub-pixel placement, keeping the letter shapes), cell by cell over the union of the two boxes.
 */
export function compareInk(pdf: Ink, chromium: Ink, cell = 6): Comparison {
  const a = inkBox(pdf);
  const b = inkBox(chromium);
  if (!a || !b) throw new Error("No ink to compare");
  const width = Math.max(a.right - a.left, b.right - b.left);
  const height = Math.max(a.bottom - a.top, b.bottom - b.top);
  const cellsX = Math.ceil(width / cell);
  const cellsY = Math.ceil(height / cell);
  const average = (ink: Ink, box: Box, cx: number, cy: number) => {
    let sum = 0;
    for (let y = cy * cell; y < (cy + 1) * cell; y++) {
      for (let x = cx * cell; x < (cx + 1) * cell; x++) {
        const px = box.left + x;
        const py = box.top + y;
        if (px < ink.width && py < ink.height) sum += ink.data[py * ink.width + px]!;
      }
    }
    return sum / (cell * cell);
  };
  let total = 0;
  let worst = 0;
  for (let cy = 0; cy < cellsY; cy++) {
    for (let cx = 0; cx < cellsX; cx++) {
      const d = Math.abs(average(pdf, a, cx, cy) - average(chromium, b, cx, cy));
      total += d;
      worst = Math.max(worst, d);
    }
  }
  return {
    pdfSize: [a.right - a.left, a.bottom - a.top],
    chromiumSize: [b.right - b.left, b.bottom - b.top],
    cellDifference: total / (cellsX * cellsY),
    worstCell: worst,
  };
}
