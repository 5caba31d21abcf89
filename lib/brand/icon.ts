import sharp from "sharp";

// The school's icon (an open book on the brand's blue): served as /icon.svg, and as /favicon.ico for browsers and
// tools that ask for that address whatever the page says.

export const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1e3a8a"/><path d="M6 9.5c3.2-1.3 6.5-1.3 10 .8 3.5-2.1 6.8-2.1 10-.8v13c-3.2-1.3-6.5-1.3-10 .8-3.5-2.1-6.8-2.1-10-.8z" fill="none" stroke="#f5c451" stroke-width="1.8" stroke-linejoin="round"/><path d="M16 10.3v13" stroke="#f5c451" stroke-width="1.8"/></svg>';

/** An ICO file holding one 32×32 PNG (the ICO format allows PNG images since Windows Vista; every browser reads it). */
export async function faviconIco(): Promise<Uint8Array<ArrayBuffer>> {
  const size = 32;
  const png = await sharp(Buffer.from(ICON_SVG)).resize(size, size).png().toBuffer();
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return new Uint8Array(Buffer.concat([header, png]));
}
