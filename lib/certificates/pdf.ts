import "server-only";
import { PDFDocument, rgb, type RGB } from "pdf-lib";
import QRCode from "qrcode";
import { directionOf, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import type { Weight } from "./text/fonts";
import { PdfTextWriter } from "./text/pdf-text";
import { PdfStructure, type StructureType } from "./text/pdf-tags";

export type CertificatePdfInput = {
  type: "diploma" | "course_completion";
  holderName: string;
  /** A course certificate's course, titled in the certificate's language where a translation exists. Unused for the diploma. */
  courseTitle: string;
  issuedAt: Date;
  serial: string;
  verifyUrl: string;
  /** The language of every fixed text and of the date. */
  locale: Locale;
};

// Every text goes through lib/certificates/text/: HarfBuzz shapes it (Arabic joining, Devanagari conjuncts,
// kerning), the Unicode bidirectional algorithm orders it, and Noto fonts from npm draw it, embedded as subsets.
// A name in any script is drawn with the glyphs it needs; see text/fonts.ts for the fallback when none has them.

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const NAVY = rgb(0.11, 0.18, 0.33);
const GOLD = rgb(0.72, 0.56, 0.2);
const GREY = rgb(0.35, 0.35, 0.4);
const MARGIN = 60;

const issuedDate = (date: Date, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);

type TextStyle = { weight: Weight; size: number; color?: RGB; direction?: "ltr" | "rtl" | "auto"; maxWidth?: number };

/** A one-page landscape certificate with the holder, the achievement, the date, the serial and a QR code to verify it. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { locale } = input;
  const t = await translatorFor(locale, "CertificatePdf");
  const diploma = input.type === "diploma";
  const heading = diploma ? t("diplomaHeading") : t("certificateHeading");
  const achievement = diploma ? t("diplomaTitle") : input.courseTitle;
  const pageDirection = directionOf(locale);

  const pdf = await PDFDocument.create();
  // A viewer shows the title, not the file name (PDF/UA).
  pdf.setTitle(t("documentTitle", { heading, achievement }), { showInWindowTitleBar: true });
  pdf.setAuthor(t("academy"));
  pdf.setSubject(`${input.holderName}, ${input.serial}`);
  pdf.setLanguage(locale);
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);

  const page = pdf.addPage(A4_LANDSCAPE);
  const { width, height } = page.getSize();
  const writer = new PdfTextWriter(pdf);
  // Tagged PDF: every text is a structure element a screen reader reads in this order; the frame and rule are artifacts.
  const structure = new PdfStructure(pdf, page);

  /** Lays the text out on one line, shrinking it until it fits `maxWidth`; returns the line and its size. */
  const fit = (text: string, style: TextStyle) => {
    const line = writer.layout(text, { weight: style.weight, locale, direction: style.direction ?? pageDirection });
    const maxWidth = style.maxWidth ?? 680;
    const size = line.width * style.size > maxWidth ? Math.max(6, Math.floor((maxWidth / line.width) * 10) / 10) : style.size;
    return { line, size };
  };
  const centred = (text: string, y: number, style: TextStyle, tag: StructureType = "P") => {
    const { line, size } = fit(text, style);
    structure.tag(tag, () => writer.draw(page, line, { x: (width - line.width * size) / 2, y, size, color: style.color ?? NAVY }), text);
  };
  /** At the page's start margin: the left one, or the right one for a right-to-left language. */
  const atStart = (text: string, y: number, style: TextStyle) => {
    const { line, size } = fit(text, { maxWidth: 440, ...style });
    const x = pageDirection === "rtl" ? width - MARGIN - line.width * size : MARGIN;
    structure.tag("P", () => writer.draw(page, line, { x, y, size, color: style.color ?? NAVY }), text);
  };

  structure.artifact(() => {
    page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: NAVY, borderWidth: 3 });
    page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: GOLD, borderWidth: 1 });
  });

  centred(t("academy").toLocaleUpperCase(locale), height - 100, { weight: "bold", size: 16, color: GOLD });
  centred(heading, height - 160, { weight: "bold", size: diploma ? 46 : 38 }, "H1");
  centred(diploma ? t("diplomaAwardedTo") : t("certifiesThat"), height - 215, { weight: "regular", size: 15, color: GREY });
  // The name and the course title read in their own direction (as HTML's dir="auto"), whatever the page's.
  centred(input.holderName, height - 270, { weight: "bold", size: 34, direction: "auto" });
  structure.artifact(() => page.drawLine({ start: { x: width / 2 - 200, y: height - 284 }, end: { x: width / 2 + 200, y: height - 284 }, thickness: 0.8, color: GOLD }));
  centred(diploma ? t("diplomaReason") : t("completedCourse"), height - 320, { weight: "regular", size: 15, color: GREY });
  centred(achievement, height - 365, { weight: "bold", size: diploma ? 26 : 28, direction: diploma ? pageDirection : "auto" });
  centred(t("issued", { date: issuedDate(input.issuedAt, locale) }), height - 410, { weight: "regular", size: 14, color: GREY });

  const qr = await QRCode.toBuffer(input.verifyUrl, { type: "png", margin: 1, width: 240, errorCorrectionLevel: "M" });
  const qrImage = await pdf.embedPng(qr);
  const qrSize = 92;
  const qrX = pageDirection === "rtl" ? MARGIN : width - MARGIN - qrSize;
  structure.tag("Figure", () => page.drawImage(qrImage, { x: qrX, y: 60, width: qrSize, height: qrSize }), `${t("verifyAt")} ${input.verifyUrl}`);
  atStart(t("serial", { serial: input.serial }), 92, { weight: "bold", size: 11 });
  atStart(t("verifyAt"), 76, { weight: "regular", size: 9, color: GREY });
  atStart(input.verifyUrl, 63, { weight: "regular", size: 9, direction: "ltr" });

  structure.finish(locale);
  writer.finish();
  return pdf.save();
}
