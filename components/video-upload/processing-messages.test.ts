/** @jest-environment node */
import messages from "@/messages/en.json";
import { PROCESSING_ERROR_TEXT, PROCESSING_FAILURES, PROCESSING_REFUSALS } from "@/lib/videos/processing-errors";

// The upload card translates processing's error codes: every code has a text, in English the API's own.
it("has the English text of every processing error code", () => {
  const codes = [...PROCESSING_REFUSALS, ...PROCESSING_FAILURES];
  expect(Object.keys(messages.VideoUpload.processingErrors).sort()).toEqual([...codes].sort());
  for (const code of codes) expect(messages.VideoUpload.processingErrors[code]).toBe(PROCESSING_ERROR_TEXT[code]);
});
