import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";

export type CertificatePdfInput = {
  type: "diploma" | "course_completion";
  holderName: string;
  /** The course title for a course certificate, the diploma's title for a diploma. */
  achievement: string;
  issuedAt: Date;
  serial: string;
  verifyUrl: string;
};

// DejaVu Sans (a free font, see fonts/LICENSE) draws Latin, Greek, Cyrillic, Arabic and Hebrew names,
// which the 14 standard PDF fonts cannot. Only the glyphs used are embedded (subset).
const FONT_DIR = path.join(process.cwd(), "lib", "certificates", "fonts");
let fontFiles: Promise<[Buffer, Buffer]> | undefined;
const loadFonts = () =>
  (fontFiles ??= Promise.all([fs.readFile(path.join(FONT_DIR, "DejaVuSans.ttf")), fs.readFile(path.join(FONT_DIR, "DejaVuSans-Bold.ttf"))]));

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const NAVY = rgb(0.11, 0.18, 0.33);
const GOLD = rgb(0.72, 0.56, 0.2);
const GREY = rgb(0.35, 0.35, 0.4);

/** Draws `text` centred at height `y`, shrinking it until it fits `maxWidth`. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = NAVY, maxWidth = 680) {
  let fitted = size;
  while (fitted > 10 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 1;
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color });
}

const issuedDate = (date: Date) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date);

/** A one-page landscape certificate with the holder, the achievement, the date, the serial and a QR code to verify it. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const diploma = input.type === "diploma";
  const heading = diploma ? "Diploma" : "Certificate of Completion";

  pdf.setTitle(`${heading} – ${input.achievement}`);
  pdf.setAuthor("Biblical Studies Academy");
  pdf.setSubject(`${input.holderName}, ${input.serial}`);
  pdf.setCreationDate(input.issuedAt);

  const page = pdf.addPage(A4_LANDSCAPE);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: NAVY, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: GOLD, borderWidth: 1 });

  centred(page, "BIBLICAL STUDIES ACADEMY", height - 100, bold, 16, GOLD);
  centred(page, heading, height - 160, bold, diploma ? 46 : 38);
  centred(page, diploma ? "This diploma is awarded to" : "This certifies that", height - 215, regular, 15, GREY);
  centred(page, input.holderName, height - 270, bold, 34);
  page.drawLine({ start: { x: width / 2 - 200, y: height - 284 }, end: { x: width / 2 + 200, y: height - 284 }, thickness: 0.8, color: GOLD });
  centred(
    page,
    diploma ? "for completing every course of the Old and New Testaments (66 books)" : "has successfully completed the course",
    height - 320,
    regular,
    15,
    GREY,
  );
  centred(page, input.achievement, height - 365, bold, diploma ? 26 : 28);
  centred(page, `Issued ${issuedDate(input.issuedAt)}`, height - 410, regular, 14, GREY);

  const qr = await QRCode.toBuffer(input.verifyUrl, { type: "png", margin: 1, width: 240, errorCorrectionLevel: "M" });
  const qrImage = await pdf.embedPng(qr);
  const qrSize = 92;
  page.drawImage(qrImage, { x: width - 60 - qrSize, y: 60, width: qrSize, height: qrSize });
  page.drawText(`Certificate no. ${input.serial}`, { x: 60, y: 92, size: 11, font: bold, color: NAVY });
  page.drawText("Verify this certificate at", { x: 60, y: 76, size: 9, font: regular, color: GREY });
  page.drawText(input.verifyUrl, { x: 60, y: 63, size: 9, font: regular, color: NAVY });

  return pdf.save();
}
