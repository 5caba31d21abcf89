/** @jest-environment node */
import { UploadImageError } from "@/components/studio/lesson-editor/upload-image-error";
import { lessonImageUploader } from "./upload-lesson-image";

const SRC = `/api/images/lesson/${"a".repeat(64)}.webp`;
const upload = lessonImageUploader((refusal) => `message:${refusal}`);
const file = new File([new Uint8Array([1, 2, 3])], "map.png", { type: "image/png" });
const answer = (status: number, body: unknown) => jest.fn(async () => ({ ok: status < 300, status, json: async () => body }));

afterEach(() => jest.restoreAllMocks());

it("posts the file's bytes with its type to the lesson image route and answers its address", async () => {
  const fetchMock = answer(201, { key: "images/lesson/x.webp", src: SRC, width: 10, height: 10 });
  global.fetch = fetchMock as unknown as typeof fetch;
  await expect(upload(file)).resolves.toEqual({ src: SRC, alt: "" });
  expect(fetchMock).toHaveBeenCalledWith("/api/studio/images?kind=lesson", expect.objectContaining({ method: "POST", body: file, headers: { "Content-Type": "image/png" } }));
});

it.each([
  [413, { code: "image_too_large" }, "message:image_too_large"],
  [415, { code: "image_type" }, "message:image_type"],
  [400, { code: "image_unreadable" }, "message:image_unreadable"],
  [400, { code: "image_too_many_pixels" }, "message:image_too_many_pixels"],
  [413, {}, "message:image_too_large"],
  [401, { error: "Please sign in" }, "message:signedOut"],
  [500, { error: "boom" }, "message:failed"],
])("turns a %i %j into the author's message", async (status, body, message) => {
  global.fetch = answer(status, body) as unknown as typeof fetch;
  const refused = upload(file);
  await expect(refused).rejects.toBeInstanceOf(UploadImageError);
  await expect(refused).rejects.toThrow(message);
});

it("says it failed when the network does", async () => {
  global.fetch = jest.fn(async () => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch;
  await expect(upload(file)).rejects.toThrow("message:failed");
});
