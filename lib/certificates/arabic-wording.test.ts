/** @jest-environment node */
import ar from "@/messages/ar.json";

// A certificate is printed for a holder of either sex, and Arabic verbs and pronouns agree with the subject:
// "أتمّ" and "لإتمامه" are masculine. The wording uses the verbal noun (إتمام, "the completion of"), as Arabic
// institutions' certificates do, so it fits any holder without a "أتمّ/أتمّت" choice.
const MASCULINE_ONLY = [/(^|\s)(قد )?أتمّ(?!ت)(\s|$)/, /(^|\s)أكمل(?!ت)(\s|$)/, /لإتمامه(\s|$)/, /(^|\s)حصل(?!ت)(\s|$)/, /(^|\s)اجتاز(?!ت)(\s|$)/];

it("the Arabic certificate's wording fits any holder", () => {
  const pdf = ar.CertificatePdf;
  for (const text of [pdf.certifiesThat, pdf.completedCourse, pdf.diplomaAwardedTo, pdf.diplomaReason, ...Object.values(ar.Verify)]) {
    for (const pattern of MASCULINE_ONLY) expect({ text, masculine: pattern.test(text) }).toEqual({ text, masculine: false });
  }
  // The lines as the certificate prints them, around the holder's name and the course.
  expect(`${pdf.certifiesThat} مريم ${pdf.completedCourse} رسالة فيلبي`).toBe("يُشهد بإتمام مريم بنجاحٍ للمقرر الدراسي رسالة فيلبي");
});
