// Where the CPU goes during a capacity step, from /proc: the app servers, nginx, PostgreSQL, Redis, radosgw and
// the load generator (this process and the step's Artillery), and the rest of the machine (other users of the
// shared cores).
import fs from "node:fs";
import { ARTILLERY_MARK } from "./capacity-artillery.mjs";

/** The part that is not the bench's: other processes on the machine. */
export const REST = "rest of the machine";

/** Kernel clock ticks a second (USER_HZ): 100 on every Linux this runs on. */
const TICKS = 100;

function readStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name is in parentheses and may hold spaces: the fields after it are split.
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    return { pid, comm: stat.slice(stat.indexOf("(") + 1, close), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // ended meanwhile
  }
}

function cmdline(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** The part a process belongs to, by its name (Artillery's by its command line, which names its folder: Node 24 calls every main thread "MainThread"). */
export function partOf({ pid, comm }, ownPid) {
  if (pid === ownPid || cmdline(pid).includes(ARTILLERY_MARK)) return "load generator";
  if (comm === "postgres") return "PostgreSQL";
  if (comm.startsWith("nginx")) return "nginx";
  if (comm.startsWith("redis")) return "Redis";
  if (comm.startsWith("radosgw") || comm.startsWith("ceph")) return "radosgw";
  if (comm === "node" || comm.startsWith("next")) return "app servers";
  return "other of the bench";
}

/** Busy ticks of the whole machine (all cores) from /proc/stat. */
function machineTicks() {
  const [, ...values] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  return values.slice(0, 8).reduce((sum, v, i) => (i === 3 || i === 4 ? sum : sum + v), 0);
}

/**
 * CPU ticks by part now: the processes descending from this one, plus those whose command line names `dir`
 * (daemons that detached, as radosgw does), and REST.
 */
export function sampleCpu(dir) {
  const stats = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name)).map((name) => readStat(Number(name))).filter(Boolean);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  const ours = (s) => {
    for (let p = s; p; p = byPid.get(p.ppid)) if (p.pid === process.pid) return true;
    return dir ? cmdline(s.pid).includes(dir) : false;
  };
  const ticks = {};
  let own = 0;
  for (const s of stats) {
    if (!ours(s)) continue;
    const part = partOf(s, process.pid);
    ticks[part] = (ticks[part] ?? 0) + s.ticks;
    own += s.ticks;
  }
  ticks[REST] = machineTicks() - own;
  return ticks;
}

/** CPU seconds by part between two samples (a part whose processes ended in between may read low). */
export function cpuSecondsBetween(before, after) {
  return Object.fromEntries(Object.keys(after).map((part) => [part, Math.max(0, (after[part] - (before[part] ?? 0)) / TICKS)]));
}
