// An instructor's portrait when there is no photo: their initials on a colour chosen from their name, so the
// same person always gets the same colour. Drawn as an SVG data address (the CSP allows data: images).

/** First letter of the first and last words of the name ("Tomás Herrera" → "TH"), whole characters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words.at(-1)!)[0]! : "";
  return (first + last).toLocaleUpperCase();
}

/** A hue from the name (a small string hash), in darker shades so white initials keep 4.5:1 contrast. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function monogramSvg(name: string): string {
  const hue = hueOf(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="hsl(${hue} 45% 32%)"/>` +
    // Head and shoulders, faint behind the letters: reads as a portrait at a glance.
    `<path d="M8 64c2-14 12-20 24-20s22 6 24 20z" fill="hsl(${hue} 45% 40%)"/><circle cx="32" cy="26" r="13" fill="hsl(${hue} 45% 40%)"/>` +
    `<text x="32" y="41" text-anchor="middle" fill="#fff" font-family="Georgia, 'Noto Serif', serif" font-size="24" font-weight="700">${escapeXml(initialsOf(name))}</text>` +
    `</svg>`
  );
}

export function monogramDataUrl(name: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(monogramSvg(name))}`;
}
