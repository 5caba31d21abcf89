/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import { renderCertificatePdf } from "./pdf";

// A screen reader reads a tagged PDF by its structure tree. poppler (Debian's poppler-utils) is the independent
// reader here: pdfinfo says whether the file is tagged and prints the tree with the text each element holds.
// Shaping and embedding the Noto fonts takes seconds on a busy machine.
jest.setTimeout(60_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "certificate-tags-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function certificate(locale: "en" | "ar", holderName: string, courseTitle: string) {
  const bytes = await renderCertificatePdf({
    type: "course_completion",
    holderName,
    courseTitle,
    issuedAt: new Date("2026-11-25T10:00:00Z"),
    serial: "BSA-7K3M-9QX2",
    verifyUrl: "https://biblicalstudies.example/verify/BSA-7K3M-9QX2",
    locale,
  });
  const file = path.join(dir, `${locale}.pdf`);
  fs.writeFileSync(file, bytes);
  const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: "utf8" });
  return {
    bytes,
    info: run("pdfinfo", [file]),
    structure: run("pdfinfo", ["-struct-text", file]),
    text: run("pdftotext", ["-enc", "UTF-8", file, "-"]).replace(/\s+/g, " "),
  };
}

/** pdfinfo -struct-text: an element per line ("Document", "  P (block)"), then its text in quotes. */
const elements = (structure: string) =>
  structure
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^[A-Z]\w*( \(.*\))?$/.test(line))
    .map((line) => line.split(" ")[0]);

it("the English certificate is tagged: a document whose heading and paragraphs hold the name, course, date and serial as text", async () => {
  const { info, structure, text } = await certificate("en", "Lydia of Thyatira", "Philippians");
  expect(info).toMatch(/^Tagged:\s+yes$/m);
  expect(info).toMatch(/^Title:\s+Certificate of Completion – Philippians$/m);
  expect(elements(structure)[0]).toBe("Document");
  expect(elements(structure)).toEqual(expect.arrayContaining(["H1", "P", "Figure"]));
  for (const part of ["Lydia of Thyatira", "Philippians", "November 25, 2026", "BSA-7K3M-9QX2"]) {
    expect(structure).toContain(part);
    expect(text).toContain(part);
  }
});

it("the Arabic certificate is tagged too, each element reading as its line in logical order", async () => {
  const { bytes, info, structure, text } = await certificate("ar", "مريم المجدلية", "رسالة فيلبي");
  expect(info).toMatch(/^Tagged:\s+yes$/m);
  expect(elements(structure)).toEqual(["Document", "P", "H1", "P", "P", "P", "P", "P", "Figure", "P", "P", "P"]);
  for (const part of ["مريم المجدلية", "رسالة فيلبي", "BSA-7K3M-9QX2"]) expect(text).toContain(part);
  // poppler prints an element's glyphs, not its /ActualText (which screen readers read, and which holds a joined
  // Arabic line in logical order): read the element's ActualText from the file itself.
  const pdf = await PDFDocument.load(bytes);
  const root = pdf.context.lookup(pdf.catalog.get(PDFName.of("StructTreeRoot")), PDFDict);
  const document = pdf.context.lookup(root.get(PDFName.of("K")), PDFDict);
  expect(document.get(PDFName.of("Lang"))).toEqual(PDFHexString.fromText("ar"));
  const kids = pdf.context.lookup(document.get(PDFName.of("K")), PDFArray).asArray();
  const texts = kids.map((kid) => readAs(pdf.context.lookup(kid, PDFDict)));
  expect(texts).toEqual(expect.arrayContaining(["يُشهد بإتمام", "مريم المجدلية", "بنجاحٍ للمقرر الدراسي", "رسالة فيلبي", "رقم الشهادة BSA-7K3M-9QX2"]));
});

/** What a structure element reads as: its ActualText, or a figure's Alt. */
const readAs = (element: PDFDict) =>
  (element.lookupMaybe(PDFName.of("ActualText"), PDFHexString) ?? element.lookupMaybe(PDFName.of("Alt"), PDFHexString))?.decodeText();
