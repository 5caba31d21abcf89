import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { HbFont } from "./harfbuzz";

// The fonts certificates are drawn with, all from npm packages (no system font is needed), all under the SIL
// Open Font License, which allows embedding them in documents:
// - Noto Sans (Latin, Greek, Cyrillic), Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Devanagari, and Noto Sans
//   SC, JP and KR for Chinese, Japanese and Korean: the static TTFs of Google Fonts that @expo-google-fonts ships;
// - UnifontEX, the last resort: an outline version of GNU Unifont covering the whole Basic Multilingual Plane
//   and much of the others (Thai, Georgian, Armenian, Ethiopic, Tamil, emoji, …) in a plain pixel style, without
//   complex shaping. A name in a script the Noto fonts here lack is drawn with it rather than left blank.
// A character that no font has is drawn as a box with its code point in hexadecimal (see pdf-text.ts); the
// page's text layer still carries the real character.

export type FontKey = "latin" | "arabic" | "hebrew" | "devanagari" | "sc" | "jp" | "kr" | "lastResort";
export type Weight = "regular" | "bold";

export const FONT_KEYS: readonly FontKey[] = ["latin", "arabic", "hebrew", "devanagari", "sc", "jp", "kr", "lastResort"];

type FontFile = { pkg: string; regular: string; bold: string | null; postScriptName: string };

const FILES: Record<FontKey, FontFile> = {
  latin: { pkg: "@expo-google-fonts/noto-sans", regular: "400Regular/NotoSans_400Regular.ttf", bold: "700Bold/NotoSans_700Bold.ttf", postScriptName: "NotoSans" },
  arabic: {
    pkg: "@expo-google-fonts/noto-sans-arabic",
    regular: "400Regular/NotoSansArabic_400Regular.ttf",
    bold: "700Bold/NotoSansArabic_700Bold.ttf",
    postScriptName: "NotoSansArabic",
  },
  hebrew: {
    pkg: "@expo-google-fonts/noto-sans-hebrew",
    regular: "400Regular/NotoSansHebrew_400Regular.ttf",
    bold: "700Bold/NotoSansHebrew_700Bold.ttf",
    postScriptName: "NotoSansHebrew",
  },
  devanagari: {
    pkg: "@expo-google-fonts/noto-sans-devanagari",
    regular: "400Regular/NotoSansDevanagari_400Regular.ttf",
    bold: "700Bold/NotoSansDevanagari_700Bold.ttf",
    postScriptName: "NotoSansDevanagari",
  },
  sc: { pkg: "@expo-google-fonts/noto-sans-sc", regular: "400Regular/NotoSansSC_400Regular.ttf", bold: "700Bold/NotoSansSC_700Bold.ttf", postScriptName: "NotoSansSC" },
  jp: { pkg: "@expo-google-fonts/noto-sans-jp", regular: "400Regular/NotoSansJP_400Regular.ttf", bold: "700Bold/NotoSansJP_700Bold.ttf", postScriptName: "NotoSansJP" },
  kr: { pkg: "@expo-google-fonts/noto-sans-kr", regular: "400Regular/NotoSansKR_400Regular.ttf", bold: "700Bold/NotoSansKR_700Bold.ttf", postScriptName: "NotoSansKR" },
  // One weight only: its bold is drawn by stroking the outline as well (see pdf-text.ts).
  lastResort: { pkg: "@fontsource/unifontex", regular: "files/unifontex-latin-400-normal.woff", bold: null, postScriptName: "UnifontEX" },
};

/** The font file's path, under node_modules of the app (the server runs from the project folder, as `npm start` does). */
export function fontPath(key: FontKey, weight: Weight): string {
  const file = FILES[key];
  return path.join(process.cwd(), "node_modules", file.pkg, (weight === "bold" && file.bold) || file.regular);
}

/** Whether the weight is drawn from the regular font, made bolder by stroking. */
export const isSyntheticBold = (key: FontKey, weight: Weight) => weight === "bold" && FILES[key].bold === null;

export const postScriptName = (key: FontKey, weight: Weight) => `${FILES[key].postScriptName}-${weight === "bold" && !isSyntheticBold(key, weight) ? "Bold" : "Regular"}`;

/** A WOFF 1.0 file as the TrueType/OpenType font it wraps: each table inflated (zlib), the table directory rebuilt. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString("latin1", 0, 4) !== "wOFF") return woff;
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = input.readUInt32BE(entry);
    const dataOffset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const checksum = input.readUInt32BE(entry + 16);
    let data = input.subarray(dataOffset, dataOffset + compLength);
    if (compLength < origLength) data = zlib.inflateSync(data);
    if (data.length !== origLength) throw new Error("Corrupt WOFF table");
    header.writeUInt32BE(tag, 12 + 16 * i);
    header.writeUInt32BE(checksum, 16 + 16 * i);
    header.writeUInt32BE(offset, 20 + 16 * i);
    header.writeUInt32BE(origLength, 24 + 16 * i);
    const padding = (4 - (data.length % 4)) % 4;
    chunks.push(data, Buffer.alloc(padding));
    offset += data.length + padding;
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const loaded = new Map<string, HbFont>();

/**
 * The font, loaded on first use and kept for the life of the process: a certificate in Latin letters never
 * loads the Chinese, Japanese or Korean fonts (10, 5 and 6 MB).
 */
export function loadFont(key: FontKey, weight: Weight): HbFont {
  const file = fontPath(key, weight);
  let font = loaded.get(file);
  if (!font) {
    font = new HbFont(woffToSfnt(new Uint8Array(fs.readFileSync(file))));
    loaded.set(file, font);
  }
  return font;
}
