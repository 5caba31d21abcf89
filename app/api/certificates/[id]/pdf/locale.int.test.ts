import { PDFDocument } from "pdf-lib";
import { db } from "@/lib/db";
import { issueCourseCertificate } from "@/lib/certificates/issue";
import { pdfKeyFor } from "@/lib/certificates/pdf-store";
import { diplomaScopeKey, DIPLOMA_TITLE } from "@/lib/certificates/scope";
import { newCertificateSerial } from "@/lib/certificates/serial";
import { storage } from "@/lib/storage";
import { enrol, newStudent } from "@/test/helpers/lessons";
import type { TestClient } from "@/test/http";
import { GET } from "./route";

// The PDF's language: ?locale=, else the page the download started from, else the chosen language (cookie),
// else the browser's. Each language's PDF is drawn once and stored under its own key.
async function download(id: string, client: TestClient, { query = "", headers = {} }: { query?: string; headers?: Record<string, string> } = {}) {
  const all = new Headers(headers);
  const cookies = [client.cookieHeader(), all.get("cookie")].filter(Boolean).join("; ");
  all.set("cookie", cookies);
  const response = await GET(new Request(`http://localhost/api/certificates/${id}/pdf${query}`, { headers: all }), { params: Promise.resolve({ id }) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const title = response.status === 200 ? (await PDFDocument.load(bytes)).getTitle() : undefined;
  return { status: response.status, language: response.headers.get("content-language"), bytes, title };
}

async function certifiedStudent(label: string) {
  const student = await newStudent(label);
  const course = await enrol(student.id, "philemon", "completed");
  const certificate = (await issueCourseCertificate(student.id, course.id))!;
  return { ...student, certificate };
}

describe("GET /api/certificates/:id/pdf in the holder's language", () => {
  it("draws the fixed texts and the course title in the language asked for, and stores one PDF per language", async () => {
    const s = await certifiedStudent("pdf-locale");
    const { serial, id } = s.certificate;

    const spanish = await download(id, s.client, { query: "?locale=es", headers: { referer: "http://localhost/fr/certificates" } });
    expect(spanish).toMatchObject({ status: 200, language: "es", title: "Certificado de finalización – Filemón" });
    expect((await db.certificate.findUniqueOrThrow({ where: { id } })).pdfKey).toBe(pdfKeyFor(serial, "es"));
    expect(await storage().stat(pdfKeyFor(serial, "es"))).toMatchObject({ contentType: "application/pdf" });

    // The page it was downloaded from, then the chosen language, then the browser's, then English.
    expect(await download(id, s.client, { headers: { referer: "http://localhost/fr/certificates", cookie: "NEXT_LOCALE=de" } })).toMatchObject({
      language: "fr",
      title: "Certificat de réussite – Philémon",
    });
    expect(await download(id, s.client, { headers: { cookie: "NEXT_LOCALE=de" } })).toMatchObject({ language: "de", title: "Abschlusszertifikat – Philemon" });
    expect(await download(id, s.client, { headers: { "accept-language": "ar-EG,ar;q=0.9" } })).toMatchObject({ language: "ar", title: "شهادة إتمام – فليمون" });
    expect(await download(id, s.client)).toMatchObject({ language: "en", title: "Certificate of Completion – Philemon" });

    for (const locale of ["es", "fr", "de", "ar", "en"] as const) expect(await storage().stat(pdfKeyFor(serial, locale))).not.toBeNull();
    // pdfKey keeps the first one; each language's later downloads are its stored document, byte for byte.
    expect((await db.certificate.findUniqueOrThrow({ where: { id } })).pdfKey).toBe(pdfKeyFor(serial, "es"));
    const again = await download(id, s.client, { query: "?locale=es" });
    expect(Buffer.from(again.bytes).equals(Buffer.from(spanish.bytes))).toBe(true);
  });

  it("titles the diploma in the holder's language", async () => {
    const student = await newStudent("pdf-diploma-locale");
    const diploma = await db.certificate.create({
      data: { userId: student.id, type: "diploma", title: DIPLOMA_TITLE, scopeKey: diplomaScopeKey(student.id), serial: newCertificateSerial() },
    });
    expect(await download(diploma.id, student.client, { query: "?locale=hi" })).toMatchObject({ status: 200, title: "डिप्लोमा – बाइबल अध्ययन डिप्लोमा" });
    expect(await download(diploma.id, student.client, { query: "?locale=ja" })).toMatchObject({ status: 200, title: "ディプロマ – 聖書学ディプロマ" });
    expect(await download(diploma.id, student.client)).toMatchObject({ status: 200, title: "Diploma – Diploma in Biblical Studies" });
  });
});
