import { PDFDocument } from "pdf-lib";
import { db } from "@/lib/db";
import { issueCourseCertificate } from "@/lib/certificates/issue";
import { enrol, newStudent, signedIn } from "@/test/helpers/lessons";
import type { TestClient } from "@/test/http";
import { GET } from "./route";

// The PDF is binary, so the request is built here rather than through TestClient.call (which parses JSON).
async function download(id: string, client?: TestClient) {
  const headers = new Headers();
  if (client?.cookies.size) headers.set("cookie", client.cookieHeader());
  const response = await GET(new Request(`http://localhost/api/certificates/${id}/pdf`, { headers }), { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

async function certifiedStudent(label: string) {
  const student = await newStudent(label);
  const course = await enrol(student.id, "philemon", "completed");
  const certificate = (await issueCourseCertificate(student.id, course.id))!;
  return { ...student, certificate };
}

describe("GET /api/certificates/:id/pdf", () => {
  it("gives the holder a real PDF as an attachment, drawn once and stored", async () => {
    const s = await certifiedStudent("pdf-owner");
    const first = await download(s.certificate.id, s.client);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toBe(`attachment; filename="certificate-${s.certificate.serial}.pdf"`);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(text(first.bytes.slice(0, 5))).toBe("%PDF-");

    const pdf = await PDFDocument.load(first.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe(`Timothy Lystra, ${s.certificate.serial}`);
    expect(pdf.getTitle()).toBe("Certificate of Completion – Philemon");

    const stored = await db.certificate.findUniqueOrThrow({ where: { id: s.certificate.id } });
    // English, as nothing in the request names a language (see locale.int.test.ts).
    expect(stored.pdfKey).toBe(`certificates/${s.certificate.serial}/en.pdf`);
    // The second download is the stored document, byte for byte.
    const second = await download(s.certificate.id, s.client);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("lets an admin download any student's certificate", async () => {
    const s = await certifiedStudent("pdf-admin");
    const admin = await signedIn("admin@example.com", "AdminTheWord1");
    const { status, bytes } = await download(s.certificate.id, admin);
    expect(status).toBe(200);
    expect(text(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("refuses another student (403), a signed-out visitor (401) and an unknown certificate (404)", async () => {
    const s = await certifiedStudent("pdf-holder");
    const other = await newStudent("pdf-other");
    const refused = await download(s.certificate.id, other.client);
    expect(refused.status).toBe(403);
    expect(text(refused.bytes)).not.toContain("%PDF");
    expect((await download(s.certificate.id)).status).toBe(401);
    expect((await download("no-such-certificate", s.client)).status).toBe(404);
    // Nothing was drawn for the refused requests.
    expect((await db.certificate.findUniqueOrThrow({ where: { id: s.certificate.id } })).pdfKey).toBeNull();
  });
});
