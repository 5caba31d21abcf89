/** @jest-environment node */
import { coverFileProblem, uploadCover } from "./cover-upload";

it("names a wrong type or a file over 5 MB before anything is sent", () => {
  expect(coverFileProblem({ type: "image/svg+xml", size: 100 })).toBe("coverType");
  expect(coverFileProblem({ type: "application/pdf", size: 100 })).toBe("coverType");
  expect(coverFileProblem({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe("coverTooLarge");
  expect(coverFileProblem({ type: "image/webp", size: 5 * 1024 * 1024 })).toBeNull();
});

describe("uploadCover", () => {
  const file = new File([new Uint8Array([1, 2, 3])], "cover.png", { type: "image/png" });
  const answer = (status: number, body: unknown) => jest.fn().mockResolvedValue({ ok: status < 300, status, json: async () => body });
  afterEach(() => jest.restoreAllMocks());

  it("sends the bytes with their type to the cover kind and answers the stored key", async () => {
    const fetch = answer(201, { key: `images/cover/${"a".repeat(64)}.webp`, src: "/api/images/cover/x.webp" });
    global.fetch = fetch;
    expect(await uploadCover(file)).toEqual({ key: `images/cover/${"a".repeat(64)}.webp` });
    expect(fetch).toHaveBeenCalledWith("/api/studio/images?kind=cover", { method: "POST", headers: { "Content-Type": "image/png" }, body: file });
  });

  it.each([
    [413, { code: "image_too_large" }, "coverTooLarge"],
    [415, { code: "image_type" }, "coverType"],
    [400, { code: "image_unreadable" }, "coverUnreadable"],
    [400, { code: "image_too_many_pixels" }, "coverTooManyPixels"],
    [500, { error: "boom" }, "coverFailed"],
  ])("turns a %i with %j into %s", async (status, body, problem) => {
    global.fetch = answer(status, body);
    expect(await uploadCover(file)).toEqual({ problem });
  });

  it("says the upload failed when the server cannot be reached", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("network"));
    expect(await uploadCover(file)).toEqual({ problem: "coverFailed" });
  });
});
