import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { clusterInfo } from "./cluster";

// Nothing of the cluster listens where it should not: every listening TCP socket held by its processes (the
// servers, nginx, Redis and the Ceph daemons: mon, osd, radosgw; and any process they started) is on loopback.
// Read from /proc, as `ss -ltnp` does: a process's sockets are its fds' socket inodes, /proc/net/tcp{,6} says
// which inodes listen and where.

type Listener = { inode: string; address: string; port: number };

/** The process ids of `roots` and of every process started under them. */
function withDescendants(roots: number[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while listed
    }
  }
  const all = new Set<number>();
  const queue = [...roots];
  while (queue.length) {
    const pid = queue.pop()!;
    if (all.has(pid)) continue;
    all.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return all;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed while listed
    }
  }
  return inodes;
}

/** An address of /proc/net/tcp{,6}: 32-bit words in the machine's (little-endian) byte order. */
function decodeAddress(hex: string): string {
  const words = hex.toLowerCase().match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(""));
  if (words.length === 1) return words[0]!.match(/../g)!.map((byte) => parseInt(byte, 16)).join(".");
  const bytes = words.join("");
  if (bytes.startsWith("00000000000000000000ffff")) return `::ffff:${bytes.slice(24).match(/../g)!.map((b) => parseInt(b, 16)).join(".")}`;
  return bytes.match(/.{4}/g)!.map((group) => group.replace(/^0{1,3}/, "")).join(":");
}

function listeningSockets(): Listener[] {
  const listeners: Listener[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of fs.readFileSync(file, "utf8").trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [hexAddress, hexPort] = fields[1]!.split(":");
      if (fields[3] !== "0A") continue; // TCP_LISTEN
      listeners.push({ inode: fields[9]!, address: decodeAddress(hexAddress!), port: parseInt(hexPort!, 16) });
    }
  }
  return listeners;
}

const isLoopback = (address: string) => /^127\./.test(address) || address === "0:0:0:0:0:0:0:1" || /^::ffff:127\./.test(address);

test("decodes /proc/net/tcp addresses", () => {
  expect(decodeAddress("0100007F")).toBe("127.0.0.1");
  expect(decodeAddress("00000000")).toBe("0.0.0.0");
  expect(decodeAddress("00000000000000000000000001000000")).toBe("0:0:0:0:0:0:0:1");
  expect(decodeAddress("0000000000000000FFFF00000100007F")).toBe("::ffff:127.0.0.1");
});

test("every listening socket of the cluster's servers, nginx, Redis and Ceph is on loopback", async () => {
  const { processes = [], servers } = await clusterInfo();
  const names = new Set(processes.map((part) => part.name));
  // The harness names every part; a missing one would make this test pass without looking at it.
  for (const part of ["server 0", "server 1", "nginx", "redis", "ceph"]) expect([...names], part).toContain(part);
  expect(processes.filter((part) => part.name === "ceph").length, "mon, osd and radosgw").toBe(3);

  const listeners = listeningSockets();
  const found: { part: string; address: string; port: number }[] = [];
  for (const part of processes) {
    const inodes = new Set([...withDescendants([part.pid])].flatMap((pid) => [...socketInodes(pid)]));
    const own = listeners.filter((listener) => inodes.has(listener.inode));
    expect(own.length, `${part.name} (pid ${part.pid}) listens somewhere`).toBeGreaterThan(0);
    found.push(...own.map(({ address, port }) => ({ part: part.name, address, port })));
  }
  // The servers' own ports are among them.
  for (const { port } of servers) expect(found.some((socket) => socket.port === port && socket.part.startsWith("server"))).toBe(true);
  const exposed = found.filter((socket) => !isLoopback(socket.address));
  expect(exposed, JSON.stringify(found)).toEqual([]);
});
