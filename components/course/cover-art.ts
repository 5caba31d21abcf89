// A course's cover, drawn from its data (no stock photos): the colour of its part of the canon, a simple
// motif for its section, and the book's name in the reader's language. Plain SVG text, served as an image.

export type CoverCourse = {
  title: string;
  testament: "Old" | "New" | null;
  section?: string | null;
  category: "pastoral" | "leadership" | null;
};

type Palette = { from: string; to: string; ink: string };

// Old Testament warm (earth, wine, olive), New Testament cool (sea, sky), ministry green and violet.
const PALETTES: Record<string, Palette> = {
  "Old/Law": { from: "#7c2d12", to: "#b45309", ink: "#fde68a" },
  "Old/History": { from: "#78350f", to: "#a16207", ink: "#fef3c7" },
  "Old/Poetry and Wisdom": { from: "#4d7c0f", to: "#65a30d", ink: "#ecfccb" },
  "Old/Major Prophets": { from: "#7f1d1d", to: "#b91c1c", ink: "#fee2e2" },
  "Old/Minor Prophets": { from: "#831843", to: "#be185d", ink: "#fce7f3" },
  "New/Gospels": { from: "#1e3a8a", to: "#2563eb", ink: "#dbeafe" },
  "New/History": { from: "#0c4a6e", to: "#0284c7", ink: "#e0f2fe" },
  "New/Pauline Epistles": { from: "#134e4a", to: "#0f766e", ink: "#ccfbf1" },
  "New/General Epistles": { from: "#164e63", to: "#0e7490", ink: "#cffafe" },
  "New/Prophecy": { from: "#312e81", to: "#4338ca", ink: "#e0e7ff" },
  pastoral: { from: "#14532d", to: "#15803d", ink: "#dcfce7" },
  leadership: { from: "#4c1d95", to: "#6d28d9", ink: "#ede9fe" },
  Old: { from: "#78350f", to: "#b45309", ink: "#fef3c7" },
  New: { from: "#1e3a8a", to: "#2563eb", ink: "#dbeafe" },
  other: { from: "#334155", to: "#475569", ink: "#f1f5f9" },
};

// Motifs in a 120×120 box, stroked in the palette's ink.
const MOTIFS: Record<string, string> = {
  // Two tablets of the law.
  Law: '<path d="M14 104V38a22 22 0 0 1 44 0v66zM62 104V38a22 22 0 0 1 44 0v66z"/><path d="M24 50h24M24 64h24M24 78h24M72 50h24M72 64h24M72 78h24"/>',
  // A city wall with gate and towers.
  History: '<path d="M10 106V46h18v14h16V46h18v14h16V46h18v14h14v46z"/><path d="M50 106V82a10 10 0 0 1 20 0v24"/>',
  // A lyre.
  "Poetry and Wisdom": '<path d="M30 20c-14 24-8 56 12 76h36c20-20 26-52 12-76"/><path d="M30 20c10 8 20 10 30 10s20-2 30-10M48 34v62M60 32v64M72 34v62"/>',
  // A scroll.
  Prophets: '<path d="M28 22h64a10 10 0 0 1 0 20H28a10 10 0 0 1 0-20zM28 42v56h64V42"/><path d="M28 98a10 10 0 0 0 0-20M42 58h36M42 70h36M42 82h24"/>',
  // The fish (ichthys).
  Gospels: '<path d="M12 60c24-34 64-34 88 0-24 34-64 34-88 0zM100 60l14-16v32z"/><circle cx="34" cy="56" r="3"/>',
  // A flame (Pentecost).
  Acts: '<path d="M60 14c10 22 32 34 32 62a32 32 0 0 1-64 0c0-14 8-22 14-30 2 12 8 18 14 18-4-16 0-34 4-50z"/>',
  // A letter and quill.
  Epistles: '<path d="M14 34h72v56H14z"/><path d="M14 34l36 30 36-30"/><path d="M112 14L72 62l-4 12 12-4 40-48z"/>',
  // Seven stars.
  Prophecy:
    '<circle cx="60" cy="60" r="30"/><path d="M60 16v8M60 96v8M16 60h8M96 60h8M29 29l6 6M85 85l6 6M29 91l6-6M85 35l6-6"/><circle cx="60" cy="60" r="6"/>',
  // A shepherd's crook.
  pastoral: '<path d="M58 110V40a22 22 0 1 1 44 0v6"/><path d="M30 110h56"/>',
  // Steps leading up.
  leadership: '<path d="M12 106h24V82h24V58h24V34h24"/><path d="M84 18l24 16-24 16"/>',
  book: '<path d="M60 30c-14-10-30-12-46-10v76c16-2 32 0 46 10 14-10 30-12 46-10V20c-16-2-32 0-46 10zM60 30v76"/>',
};

function motifKey(course: CoverCourse): string {
  if (course.category) return course.category;
  switch (course.section) {
    case "Law":
    case "Poetry and Wisdom":
    case "Gospels":
    case "Prophecy":
      return course.section;
    case "Major Prophets":
    case "Minor Prophets":
      return "Prophets";
    case "Pauline Epistles":
    case "General Epistles":
      return "Epistles";
    case "History":
      return course.testament === "New" ? "Acts" : "History";
    default:
      return "book";
  }
}

export function coverPalette(course: CoverCourse): Palette {
  if (course.category) return PALETTES[course.category]!;
  return PALETTES[`${course.testament}/${course.section}`] ?? PALETTES[course.testament ?? "other"] ?? PALETTES.other!;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** Font size that keeps the title on one line of the 640-wide cover (wide scripts count double). */
function titleSize(title: string): number {
  const width = Array.from(title).reduce((sum, c) => sum + (/[\u1100-\uffff]/.test(c) && !/[\u0600-\u06ff]/.test(c) ? 2 : 1), 0);
  return Math.max(26, Math.min(56, Math.floor(1000 / Math.max(width, 1))));
}

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

/** The cover as an SVG document; `rtl` sets the title's direction (its position is centred either way). */
export function coverSvg(course: CoverCourse, options: { rtl?: boolean } = {}): string {
  const { from, to, ink } = coverPalette(course);
  const size = titleSize(course.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>`,
    `<g transform="translate(236 30) scale(1.4)" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">${MOTIFS[motifKey(course)]}</g>`,
    `<text x="${COVER_WIDTH / 2}" y="${COVER_HEIGHT - 60}" text-anchor="middle"${options.rtl ? ' direction="rtl"' : ""} fill="${ink}" font-family="Georgia, 'Noto Serif', 'Noto Naskh Arabic', serif" font-size="${size}" font-weight="700">${escapeXml(course.title)}</text>`,
    `</svg>`,
  ].join("");
}
