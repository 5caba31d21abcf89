import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { storage } from "@/lib/storage";
import { storeImage } from "./store";
import { coverSharePng } from "./share-image";

// An uploaded cover becomes the course's share image: a 1200 × 630 PNG made from the stored WebP.
it("makes a 1200 × 630 PNG of a stored cover, and nothing of anything else", async () => {
  const source = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 58, b: 138 } } })
    .composite([{ input: randomBytes(64 * 64 * 3), raw: { width: 64, height: 64, channels: 3 } }])
    .png()
    .toBuffer();
  const stored = await storeImage(source, "image/png", "cover");
  try {
    const png = await coverSharePng(stored.src);
    expect(png).not.toBeNull();
    expect(await sharp(png!).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(await coverSharePng(`/api/images/cover/${"0".repeat(64)}.webp`)).toBeNull();
    expect(await coverSharePng(stored.src.replace("/cover/", "/photo/"))).toBeNull();
    expect(await coverSharePng("https://example.com/cover.webp")).toBeNull();
  } finally {
    await storage().delete(stored.key);
  }
});
