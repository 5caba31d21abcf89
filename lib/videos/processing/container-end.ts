// Whether an upload holds all the bytes its own container structure announces. An MP4 written with its index
// first (`-movflags +faststart`) and cut short still probes well: ffprobe reads the index, and only the
// transcode finds, sample after sample, that the media data is missing (over S3, each missing read waits on
// reconnects, for minutes). The top-level boxes (MP4, MOV) or the Segment element (Matroska, WebM) say how
// long the file must be; a few small reads tell at once whether it is.

/** Reads up to `bytes` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, bytes: number) => Promise<Buffer>;

/**
 * At most this many top-level boxes are walked (one read each, over S3 one request each): a plain MP4 or MOV
 * has a handful. A fragmented one (a moof and an mdat every few seconds) is left to the transcode's own checks.
 */
const MAX_BOXES = 64;
const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;

/**
 * What is missing, e.g. "the mdat box ends at byte 1845500 of 922750", or null when the file is as long as its
 * structure says, or its structure does not say (a WebM recorded live, a box running "to the end of the file").
 */
export async function missingEnd(read: ReadAt, fileSize: number): Promise<string | null> {
  const head = await read(0, 4);
  if (head.length === 4 && head.readUInt32BE(0) === EBML_ID) return matroskaMissingEnd(read, fileSize);
  return isoMissingEnd(read, fileSize);
}

async function isoMissingEnd(read: ReadAt, fileSize: number): Promise<string | null> {
  let offset = 0;
  for (let boxes = 0; offset < fileSize && boxes < MAX_BOXES; boxes++) {
    const header = await read(offset, 16);
    if (header.length < 8) return `a box header at byte ${offset} is cut off at byte ${fileSize}`;
    const size32 = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    if (size32 === 0) return null; // to the end of the file, whatever its length
    if (size32 === 1 && header.length < 16) return `the ${type} box header at byte ${offset} is cut off at byte ${fileSize}`;
    const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32;
    if (size < 8) return null; // not a box structure this check understands: ffmpeg judges it
    offset += size;
    if (offset > fileSize) return `the ${type} box ends at byte ${offset} of ${fileSize}`;
  }
  return null;
}

/** An EBML variable-length integer at `at`: its length and value (null when "unknown", all value bits set). */
function vint(bytes: Buffer, at: number): { length: number; value: number | null } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    unknown &&= bytes[at + i] === 0xff;
  }
  return { length, value: unknown ? null : value };
}

async function matroskaMissingEnd(read: ReadAt, fileSize: number): Promise<string | null> {
  const header = await read(0, 12);
  const headerSize = vint(header, 4);
  if (!headerSize || headerSize.value === null) return null;
  const segmentAt = 4 + headerSize.length + headerSize.value;
  const segment = await read(segmentAt, 12);
  if (segment.length < 5) return segmentAt >= fileSize ? `the Segment element at byte ${segmentAt} is missing from a file of ${fileSize}` : null;
  if (segment.readUInt32BE(0) !== SEGMENT_ID) return null;
  const segmentSize = vint(segment, 4);
  if (!segmentSize || segmentSize.value === null) return null; // recorded live: no length stated
  const end = segmentAt + 4 + segmentSize.length + segmentSize.value;
  return end > fileSize ? `the Segment element ends at byte ${end} of ${fileSize}` : null;
}
