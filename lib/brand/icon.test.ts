/**
 * @jest-environment node
 */
import sharp from "sharp";
import { faviconIco } from "./icon";

it("the favicon is an ICO file holding the icon as a 32×32 PNG", async () => {
  const ico = Buffer.from(await faviconIco());
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
  expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
  const offset = ico.readUInt32LE(18);
  const png = ico.subarray(offset);
  expect(png.length).toBe(ico.readUInt32LE(14));
  const meta = await sharp(png).metadata();
  expect(meta).toMatchObject({ format: "png", width: 32, height: 32 });
  // The brand's blue, left of the book.
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const centreLeft = (16 * 32 + 3) * 4;
  expect([data[centreLeft], data[centreLeft + 1], data[centreLeft + 2]]).toEqual([0x1e, 0x3a, 0x8a]);
});
