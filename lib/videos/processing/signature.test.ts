/** @jest-environment node */
import { startsLikeVideoContainer } from "./signature";

const box = (size: number, type: string) => Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(type, "latin1"), Buffer.alloc(8)]);

it("knows the first bytes of MP4, MOV and WebM files", () => {
  expect(startsLikeVideoContainer(box(32, "ftyp"))).toBe(true);
  expect(startsLikeVideoContainer(box(8, "wide"))).toBe(true); // QuickTime
  expect(startsLikeVideoContainer(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe(true);
});

it("does not take text, HTML or an image for one", () => {
  expect(startsLikeVideoContainer(Buffer.from("<!doctype html><html>"))).toBe(false);
  expect(startsLikeVideoContainer(Buffer.from("hello ftyp world"))).toBe(false);
  expect(startsLikeVideoContainer(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBe(false);
  expect(startsLikeVideoContainer(box(4, "ftyp"))).toBe(false); // a box smaller than its own header
  expect(startsLikeVideoContainer(Buffer.alloc(0))).toBe(false);
});
