// manifest.json lists every file of a backup folder with its size and SHA-256, and manifest.sha256 holds the
// manifest's own digest, so a restore can tell a whole backup from a damaged or edited one before it touches
// anything.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";

export const FORMAT = 1;

export async function sha256(file) {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every file under `dir` (relative paths with /), except the manifest and its digest. */
export function filesUnder(dir) {
  const found = [];
  const walk = (at, prefix) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(at, entry.name), name);
      else found.push(name);
    }
  };
  walk(dir, "");
  return found.filter((f) => f !== "manifest.json" && f !== "manifest.sha256").sort();
}

export async function writeManifest(dir, content) {
  const files = {};
  for (const file of filesUnder(dir)) {
    const full = path.join(dir, file);
    files[file] = { size: fs.statSync(full).size, sha256: await sha256(full) };
  }
  const manifest = { format: FORMAT, createdAt: new Date().toISOString(), ...content, files };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  fs.writeFileSync(path.join(dir, "manifest.json"), text);
  fs.writeFileSync(path.join(dir, "manifest.sha256"), `${crypto.createHash("sha256").update(text).digest("hex")}  manifest.json\n`);
  return manifest;
}

export class DamagedBackupError extends Error {}

/**
 * Reads and checks a backup folder: the manifest matches its digest, every listed file is there with its
 * size and SHA-256, and nothing unlisted was added. Returns the manifest; throws DamagedBackupError listing
 * every problem otherwise.
 */
export async function verifyBackup(dir) {
  const damaged = (problems) => new DamagedBackupError(`The backup in ${dir} is damaged; nothing was restored:\n  ${problems.join("\n  ")}`);
  const manifestFile = path.join(dir, "manifest.json");
  const digestFile = path.join(dir, "manifest.sha256");
  if (!fs.existsSync(dir)) throw new DamagedBackupError(`No backup folder at ${dir}.`);
  if (!fs.existsSync(manifestFile)) throw damaged(["manifest.json is missing"]);
  if (!fs.existsSync(digestFile)) throw damaged(["manifest.sha256 is missing"]);
  const text = fs.readFileSync(manifestFile);
  const expected = fs.readFileSync(digestFile, "utf8").split(/\s+/)[0];
  if (crypto.createHash("sha256").update(text).digest("hex") !== expected) throw damaged(["manifest.json does not match manifest.sha256 (edited or damaged)"]);
  let manifest;
  try {
    manifest = JSON.parse(text.toString("utf8"));
  } catch {
    throw damaged(["manifest.json is not valid JSON"]);
  }
  if (manifest.format !== FORMAT || !manifest.files || !manifest.database) throw damaged([`manifest.json is not a backup manifest of format ${FORMAT}`]);
  const problems = [];
  for (const [file, { size, sha256: digest }] of Object.entries(manifest.files)) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) problems.push(`${file}: missing`);
    else if (fs.statSync(full).size !== size) problems.push(`${file}: ${fs.statSync(full).size} bytes, the manifest says ${size}`);
    else if ((await sha256(full)) !== digest) problems.push(`${file}: checksum differs from the manifest`);
  }
  for (const file of filesUnder(dir)) if (!manifest.files[file]) problems.push(`${file}: not in the manifest`);
  if (problems.length) throw damaged(problems);
  return manifest;
}
