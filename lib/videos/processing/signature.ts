// Whether a file's first bytes are those of an upload container (MP4/MOV or WebM), whatever follows. When
// ffprobe cannot read such a file, it was cut short (an MP4 whose index never arrived), not mislabelled.

/** ISO base media (MP4, MOV) top-level boxes a file starts with. */
const ISO_BOXES = new Set(["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "uuid"]);
/** The EBML magic number of Matroska and WebM. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export function startsLikeVideoContainer(head: Buffer): boolean {
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML)) return true;
  if (head.length < 8) return false;
  const size = head.readUInt32BE(0);
  // Size 1 means a 64-bit size follows; 0 means "to the end of the file"; otherwise at least the header.
  return (size === 0 || size === 1 || size >= 8) && ISO_BOXES.has(head.toString("latin1", 4, 8));
}
