import fs from "node:fs";
import path from "node:path";

// HarfBuzz (the shaper of Chromium, Firefox and Android) through the WebAssembly builds that the harfbuzzjs
// package ships: harfbuzz.wasm shapes, harfbuzz-subset.wasm subsets fonts (hb-subset). The package's own
// JavaScript is an ES module with a top-level await that Jest and the server bundle would have to transform,
// so the two .wasm files are instantiated here directly and only the few C functions needed are called.

const WASM_DIR = path.join(process.cwd(), "node_modules", "harfbuzzjs", "dist");

type Pointer = number;
type HbShapeExports = {
  memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): Pointer;
  free(ptr: Pointer): void;
  hb_blob_create(data: Pointer, length: number, mode: number, userData: Pointer, destroy: Pointer): Pointer;
  hb_blob_destroy(blob: Pointer): void;
  hb_face_create(blob: Pointer, index: number): Pointer;
  hb_face_get_upem(face: Pointer): number;
  hb_font_create(face: Pointer): Pointer;
  hb_font_get_nominal_glyph(font: Pointer, unicode: number, glyph: Pointer): number;
  hb_font_get_glyph_h_advance(font: Pointer, glyph: number): number;
  hb_buffer_create(): Pointer;
  hb_buffer_destroy(buffer: Pointer): void;
  hb_buffer_add_utf16(buffer: Pointer, text: Pointer, textLength: number, itemOffset: number, itemLength: number): void;
  hb_buffer_set_direction(buffer: Pointer, direction: number): void;
  hb_buffer_set_script(buffer: Pointer, script: number): void;
  hb_buffer_set_language(buffer: Pointer, language: Pointer): void;
  hb_buffer_guess_segment_properties(buffer: Pointer): void;
  hb_buffer_get_length(buffer: Pointer): number;
  hb_buffer_get_glyph_infos(buffer: Pointer, length: Pointer): Pointer;
  hb_buffer_get_glyph_positions(buffer: Pointer, length: Pointer): Pointer;
  hb_language_from_string(text: Pointer, length: number): Pointer;
  hb_script_from_string(text: Pointer, length: number): number;
  hb_shape(font: Pointer, buffer: Pointer, features: Pointer, featureCount: number): void;
};
type HbSubsetExports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): Pointer;
  free(ptr: Pointer): void;
  hb_blob_create(data: Pointer, length: number, mode: number, userData: Pointer, destroy: Pointer): Pointer;
  hb_blob_destroy(blob: Pointer): void;
  hb_blob_get_data(blob: Pointer, length: Pointer): Pointer;
  hb_face_create(blob: Pointer, index: number): Pointer;
  hb_face_destroy(face: Pointer): void;
  hb_face_reference_blob(face: Pointer): Pointer;
  hb_set_add(set: Pointer, value: number): void;
  hb_subset_input_create_or_fail(): Pointer;
  hb_subset_input_destroy(input: Pointer): void;
  hb_subset_input_unicode_set(input: Pointer): Pointer;
  hb_subset_input_glyph_set(input: Pointer): Pointer;
  hb_subset_input_set(input: Pointer, setType: number): Pointer;
  hb_subset_input_set_flags(input: Pointer, flags: number): void;
  hb_subset_or_fail(face: Pointer, input: Pointer): Pointer;
};

const HB_MEMORY_MODE_READONLY = 1;
const HB_DIRECTION_LTR = 4;
const HB_DIRECTION_RTL = 5;
// hb-subset flags: drop TrueType hinting (a PDF is drawn at any size), keep every glyph at its id (the page's
// content is written with the full font's glyph ids before the subset is made; the emptied glyphs cost a few
// bytes once the font program is compressed) and keep the .notdef outline.
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NOTDEF_OUTLINE = 0x40;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
// Tables a PDF viewer never reads, dropped whole: the layout tables (the text is shaped before it is written,
// the PDF gives every glyph's position), signatures, vertical metrics, math, justification and tool data.
// UnifontEX has several of the latter, and hb-subset fails on some of them.
const DROPPED_TABLES = ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "kern", "morx", "DSIG", "vhea", "vmtx", "VDMX", "hdmx", "LTSH", "PfEd", "TeX ", "FFTM", "prop"];
const tag = (name: string) => ((name.charCodeAt(0) << 24) | (name.charCodeAt(1) << 16) | (name.charCodeAt(2) << 8) | name.charCodeAt(3)) >>> 0;

let shaper: HbShapeExports | undefined;
let subsetter: HbSubsetExports | undefined;

/** The imports emscripten's standalone build asks for; only growing the heap does anything. */
function emscriptenImports(memory: () => WebAssembly.Memory) {
  const fail = () => {
    throw new Error("HarfBuzz aborted");
  };
  return {
    env: {
      _abort_js: fail,
      _emscripten_runtime_keepalive_clear: () => {},
      _setitimer_js: () => 0,
      emscripten_resize_heap: (requested: number) => {
        const mem = memory();
        const current = mem.buffer.byteLength;
        // At least what is asked for; a fifth more, as emscripten's own runtime does, so a few grows suffice.
        const target = Math.max(requested >>> 0, Math.min(current * 1.2, current + 64 * 1024 * 1024));
        try {
          mem.grow(Math.max(Math.ceil((target - current) / 65536), 0));
          return 1;
        } catch {
          return 0;
        }
      },
    },
    wasi_snapshot_preview1: { proc_exit: fail },
  };
}

function instantiate<T>(file: string): T {
  const compiled = new WebAssembly.Module(fs.readFileSync(path.join(WASM_DIR, file)));
  const holder: { memory?: WebAssembly.Memory } = {};
  const instance = new WebAssembly.Instance(compiled, emscriptenImports(() => holder.memory!) as unknown as WebAssembly.Imports);
  holder.memory = (instance.exports as { memory: WebAssembly.Memory }).memory;
  return instance.exports as unknown as T;
}

function hbShape(): HbShapeExports {
  if (!shaper) {
    shaper = instantiate<HbShapeExports>("harfbuzz.wasm");
    shaper.__wasm_call_ctors();
  }
  return shaper;
}

function hbSubset(): HbSubsetExports {
  if (!subsetter) {
    subsetter = instantiate<HbSubsetExports>("harfbuzz-subset.wasm");
    subsetter._initialize();
  }
  return subsetter;
}

/** Copies bytes into the wasm heap; the caller frees the pointer. */
function copyIn(hb: { memory: WebAssembly.Memory; malloc(size: number): Pointer }, bytes: Uint8Array): Pointer {
  const ptr = hb.malloc(bytes.byteLength);
  if (!ptr) throw new Error("HarfBuzz is out of memory");
  new Uint8Array(hb.memory.buffer, ptr, bytes.byteLength).set(bytes);
  return ptr;
}

function asciiIn(hb: HbShapeExports, text: string): Pointer {
  return copyIn(hb, new TextEncoder().encode(`${text}\0`));
}

export type ShapedGlyph = {
  /** Glyph id in the font that shaped it. */
  glyph: number;
  /** UTF-16 index in the shaped string of the first character of this glyph's cluster. */
  cluster: number;
  /** In font units. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
};

export type ShapeOptions = { direction: "ltr" | "rtl"; script?: string; language?: string };

/** A font loaded into HarfBuzz: kept for the life of the process (fonts are few and read-only). */
export class HbFont {
  readonly upem: number;
  private readonly font: Pointer;
  private readonly coverage = new Map<number, number | null>();

  constructor(readonly bytes: Uint8Array) {
    const hb = hbShape();
    const data = copyIn(hb, bytes);
    const blob = hb.hb_blob_create(data, bytes.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    this.upem = hb.hb_face_get_upem(face);
    this.font = hb.hb_font_create(face);
  }

  /** Whether the font's cmap maps this code point to a glyph. */
  has(codePoint: number): boolean {
    return this.glyphOf(codePoint) !== undefined;
  }

  /** The glyph the font's cmap maps this code point to. */
  glyphOf(codePoint: number): number | undefined {
    let known = this.coverage.get(codePoint);
    if (known === undefined) {
      const hb = hbShape();
      const out = hb.malloc(4);
      known = hb.hb_font_get_nominal_glyph(this.font, codePoint, out) !== 0 ? new Uint32Array(hb.memory.buffer, out, 1)[0]! : null;
      hb.free(out);
      this.coverage.set(codePoint, known);
    }
    return known ?? undefined;
  }

  /** The glyph's own advance (hmtx), in font units: the width a PDF viewer is told. */
  advance(glyph: number): number {
    return hbShape().hb_font_get_glyph_h_advance(this.font, glyph);
  }

  /**
   * Shapes text.slice(start, end) with the whole string as context (so Arabic joins across a run's edge).
   * Glyphs come in visual order: left to right, also for a right-to-left run.
   */
  shape(text: string, start: number, end: number, options: ShapeOptions): ShapedGlyph[] {
    const hb = hbShape();
    const buffer = hb.hb_buffer_create();
    const units = hb.malloc(text.length * 2 + 2);
    const lengthOut = hb.malloc(4);
    try {
      const u16 = new Uint16Array(hb.memory.buffer, units, text.length);
      for (let i = 0; i < text.length; i++) u16[i] = text.charCodeAt(i);
      hb.hb_buffer_add_utf16(buffer, units, text.length, start, end - start);
      hb.hb_buffer_set_direction(buffer, options.direction === "rtl" ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
      if (options.script) {
        const tag = asciiIn(hb, options.script);
        hb.hb_buffer_set_script(buffer, hb.hb_script_from_string(tag, -1));
        hb.free(tag);
      }
      if (options.language) {
        const tag = asciiIn(hb, options.language);
        hb.hb_buffer_set_language(buffer, hb.hb_language_from_string(tag, -1));
        hb.free(tag);
      }
      hb.hb_buffer_guess_segment_properties(buffer);
      hb.hb_shape(this.font, buffer, 0, 0);
      const count = hb.hb_buffer_get_length(buffer);
      const infos = hb.hb_buffer_get_glyph_infos(buffer, lengthOut);
      const positions = hb.hb_buffer_get_glyph_positions(buffer, lengthOut);
      const u32 = new Uint32Array(hb.memory.buffer);
      const i32 = new Int32Array(hb.memory.buffer);
      const glyphs: ShapedGlyph[] = [];
      for (let i = 0; i < count; i++) {
        const info = (infos >> 2) + i * 5; // hb_glyph_info_t: codepoint, mask, cluster, var1, var2
        const pos = (positions >> 2) + i * 5; // hb_glyph_position_t: x_advance, y_advance, x_offset, y_offset, var
        glyphs.push({ glyph: u32[info]!, cluster: u32[info + 2]!, xAdvance: i32[pos]!, xOffset: i32[pos + 2]!, yOffset: i32[pos + 3]! });
      }
      return glyphs;
    } finally {
      hb.free(lengthOut);
      hb.free(units);
      hb.hb_buffer_destroy(buffer);
    }
  }
}

/**
 * A subset of the font with these glyphs (those shaping produced: ligatures, Arabic joining forms, Devanagari
 * conjuncts) and the code points' cmap entries, every glyph keeping its id in the full font.
 */
export function subsetFont(bytes: Uint8Array, codePoints: Iterable<number>, glyphs: Iterable<number>): Uint8Array {
  const hb = hbSubset();
  const data = copyIn(hb, bytes);
  const blob = hb.hb_blob_create(data, bytes.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  const input = hb.hb_subset_input_create_or_fail();
  let subset = 0;
  let result = 0;
  const lengthOut = hb.malloc(4);
  try {
    if (!input) throw new Error("hb_subset_input_create_or_fail failed");
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const table of DROPPED_TABLES) hb.hb_set_add(dropped, tag(table));
    hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NOTDEF_OUTLINE);
    subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error("hb_subset_or_fail failed");
    result = hb.hb_face_reference_blob(subset);
    const ptr = hb.hb_blob_get_data(result, lengthOut);
    const length = new Uint32Array(hb.memory.buffer, lengthOut, 1)[0]!;
    return new Uint8Array(hb.memory.buffer, ptr, length).slice();
  } finally {
    hb.free(lengthOut);
    if (result) hb.hb_blob_destroy(result);
    if (subset) hb.hb_face_destroy(subset);
    if (input) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.hb_blob_destroy(blob);
    hb.free(data);
  }
}
