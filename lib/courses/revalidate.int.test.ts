import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { COURSES_TAG } from "./queries";

// With REDIS_URL, every `next start` keeps the ISR and data caches on Redis (lib/cache/cache-handler.mjs). Each
// "server" here is a process of its own running Next's IncrementalCache and unstable_cache with that handler
// (test/cache/cache-test-server.mjs). revalidateCourses() and expireCoursesNow() call revalidateTag(COURSES_TAG, "max")
// and updateTag(COURSES_TAG); when their request ends, Next hands the tag to the handler, as `revalidateTag` does here.
const REDIS_URL = process.env.REDIS_URL;
const SERVER = path.join(__dirname, "../../test/cache/cache-test-server.mjs");
const KEY_PREFIX = "school:"; // lib/cache/cache-handler.mjs
const run = randomUUID().slice(0, 8);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cache-handler-test-"));
const servers: Array<{ stop: () => void }> = [];
const relays: Array<{ stop: () => Promise<void> }> = [];

jest.setTimeout(30_000);

/** A build folder with its BUILD_ID, as the handler finds it next to `serverDistDir`. */
function build(buildId: string) {
  fs.mkdirSync(path.join(dir, buildId, "server"), { recursive: true });
  fs.writeFileSync(path.join(dir, buildId, "BUILD_ID"), buildId);
  return path.join(dir, buildId, "server");
}

function startServer(serverDistDir: string, redisUrl = REDIS_URL) {
  const child = fork(SERVER, {
    env: { ...process.env, REDIS_URL: redisUrl, TEST_SERVER_DIST_DIR: serverDistDir, TEST_CACHE_TAG: COURSES_TAG },
    execArgv: [],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const ready = new Promise((resolve) => child.once("message", resolve));
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  child.on("message", (message: { id?: number; result?: unknown; error?: string }) => {
    const call = message.id ? waiting.get(message.id) : undefined;
    if (!call) return;
    waiting.delete(message.id!);
    if (message.error) call.reject(new Error(message.error));
    else call.resolve(message.result);
  });
  let lastId = 0;
  const call = <T>(operation: string, args: object = {}) =>
    ready.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const id = ++lastId;
          waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
          child.send({ id, operation, ...args });
        }),
    );
  const server = {
    setDatabaseTitle: (title: string) => call("setDatabaseTitle", { title }),
    /** The title the catalogue shows: the cached one, or this server's database on a miss. */
    catalogueTitle: (locale = "es") => call<{ title: string }>("listCourses", { locale }).then((list) => list.title),
    setPage: (pathname: string, html: string) => call("setPage", { pathname, html, tags: [`_N_T_${pathname}`, COURSES_TAG] }),
    getPage: (pathname: string) => call<{ html: string; tree: string } | null>("getPage", { pathname }),
    revalidateTag: (profile: "max" | "updateTag") => call("revalidateTag", { tag: COURSES_TAG, profile }),
    log: () => log,
    count: (text: string) => log.split(text).length - 1,
    stop: () => child.kill(),
  };
  servers.push(server);
  return server;
}

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP relay in front of the real Redis that can stop (connection refused) or stop answering. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const held: Array<() => void> = [];
  let holding = false;
  const forward = (to: net.Socket) => (chunk: Buffer) => (holding ? held.push(() => to.write(chunk)) : to.write(chunk));
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  let port = 0;
  const handle = {
    url: () => `redis://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve) =>
        server.listen(port, "127.0.0.1", () => {
          port = (server.address() as net.AddressInfo).port;
          resolve();
        }),
      ),
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
    hang: () => {
      holding = true;
    },
    answer: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
  relays.push(handle);
  return handle;
}

const redis = createClient({ url: REDIS_URL });

beforeAll(async () => {
  if (!REDIS_URL) {
    throw new Error(
      "REDIS_URL is not set: this test needs a real Redis. Run it through `npm test`, which starts one, or start your own: " +
        "redis-server --port 6390 --save '' --daemonize yes; REDIS_URL=redis://127.0.0.1:6390 npm test -- integration lib/courses",
    );
  }
  await redis.connect();
});

afterAll(async () => {
  for (const server of servers) server.stop();
  for (const proxy of relays) await proxy.stop();
  if (redis.isOpen) {
    for await (const keys of redis.scanIterator({ MATCH: `${KEY_PREFIX}${run}-*`, COUNT: 1000 })) {
      if (keys.length > 0) await redis.unlink(keys);
    }
    redis.destroy();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the shared cache with REDIS_URL", () => {
  const thisBuild = () => build(`${run}-build`);

  it("serves on server B what server A cached: catalogue data and ISR pages", async () => {
    const [a, b] = [startServer(thisBuild()), startServer(thisBuild())];
    await a.setDatabaseTitle("Génesis");
    await b.setDatabaseTitle("B's own database read");

    expect(await a.catalogueTitle()).toBe("Génesis");
    expect(await b.catalogueTitle()).toBe("Génesis");

    await a.setPage("/es/courses", "<h1>Génesis</h1>");
    expect(await b.getPage("/es/courses")).toEqual({ html: "<h1>Génesis</h1>", tree: "tree" });
    expect(await redis.keys(`${KEY_PREFIX}${run}-build:*`)).not.toHaveLength(0);
  });

  it.each(["max", "updateTag"] as const)(
    "expires on server B what a revalidation through server A expired (%s)",
    async (profile) => {
      const [a, b] = [startServer(thisBuild()), startServer(thisBuild())];
      const locale = `de-${profile}`;
      await a.setDatabaseTitle("Old title");
      await b.setDatabaseTitle("Old title");
      await a.catalogueTitle(locale);
      await a.setPage(`/${locale}/courses`, "<h1>Old title</h1>");
      expect(await b.getPage(`/${locale}/courses`)).not.toBeNull();

      // A translation saved through server A: its database changed, and so did B's (the same PostgreSQL).
      await a.setDatabaseTitle("New title");
      await b.setDatabaseTitle("New title");
      await a.revalidateTag(profile);

      expect(await b.getPage(`/${locale}/courses`)).toBeNull();
      expect(await b.catalogueTitle(locale)).toBe("New title");
    },
  );

  it("keeps two builds sharing one Redis apart", async () => {
    const [current, next] = [startServer(build(`${run}-one`)), startServer(build(`${run}-two`))];
    await current.setDatabaseTitle("from build one");
    await next.setDatabaseTitle("from build two");
    await current.setPage("/it/courses", "<h1>build one</h1>");

    expect(await current.catalogueTitle("it")).toBe("from build one");
    expect(await next.catalogueTitle("it")).toBe("from build two");
    expect(await next.getPage("/it/courses")).toBeNull();
  });

  it("renders without the cache while Redis is down, warns once, and uses it again when it is back", async () => {
    const proxy = relay(new URL(REDIS_URL!));
    await proxy.start();
    const a = startServer(thisBuild());
    const d = startServer(thisBuild(), proxy.url()); // reaches Redis through the relay
    await a.setDatabaseTitle("Cached before the outage");
    await d.setDatabaseTitle("D's database");
    expect(await a.catalogueTitle("pt")).toBe("Cached before the outage");
    expect(await d.catalogueTitle("pt")).toBe("Cached before the outage");

    await proxy.stop();
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect(await d.catalogueTitle("pt")).toBe("D's database");
    await d.revalidateTag("updateTag"); // a translation saved through D: no error, and remembered
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // several failed reconnection attempts
    expect(d.count("Redis unavailable")).toBe(1);
    await a.setDatabaseTitle("Saved during the outage");
    await d.setDatabaseTitle("Saved during the outage"); // the same PostgreSQL

    await proxy.start();
    // D's reads never return the entry cached before its save: the missed revalidation goes first...
    await eventually(async () => {
      expect(await d.catalogueTitle("pt")).toBe("Saved during the outage");
      return d.log().includes("Redis is back");
    }, "the reconnection");
    // ...and expires it for the other servers too.
    await eventually(async () => (await a.catalogueTitle("pt")) === "Saved during the outage", "the replayed revalidation");
    // D reads the shared cache again: what A cached, not its own database.
    await a.setDatabaseTitle("A's database");
    await d.setDatabaseTitle("D's database");
    expect(await a.catalogueTitle("pt-after")).toBe("A's database");
    expect(await d.catalogueTitle("pt-after")).toBe("A's database");
    expect(d.count("Redis unavailable")).toBe(1);
  });

  // lib/cache/cache-handler.mjs gives up on an operation after SLOW_AFTER_MS (1 s), once more when the timer itself
  // fired late because this process was busy (lib/cache/deadline.mjs): at most about 2 s, never a hang.
  it("gives up after about a second when Redis accepts connections but does not answer", async () => {
    const proxy = relay(new URL(REDIS_URL!));
    await proxy.start();
    const d = startServer(thisBuild(), proxy.url());
    await d.setDatabaseTitle("Cached before Redis hung");
    await d.catalogueTitle("ko");

    proxy.hang();
    await d.setDatabaseTitle("D's database");
    let started = Date.now();
    expect(await d.catalogueTitle("ko-hang")).toBe("D's database");
    expect(Date.now() - started).toBeLessThan(3_000);
    // The slow answer sent a PING: unanswered for DEAD_AFTER_MS (3 s), Redis counts as down and is skipped for a while.
    // Waits for that moment (the handler says so in its log) rather than a fixed 3.5 s.
    await eventually(() => d.count("Redis unavailable") > 0, "the unanswered PING to count Redis as down");
    started = Date.now();
    expect(await d.catalogueTitle("ko-hang")).toBe("D's database"); // skips Redis for a while instead of waiting again
    await d.revalidateTag("updateTag"); // a translation saved meanwhile
    expect(Date.now() - started).toBeLessThan(200);
    expect(d.count("Redis unavailable")).toBe(1);

    proxy.answer();
    // Once it answers again, the first read through Redis comes after the missed revalidation.
    await eventually(async () => {
      expect(await d.catalogueTitle("ko")).toBe("D's database");
      return d.log().includes("Redis is back");
    }, "the next attempt after the pause");
    expect(d.count("Redis unavailable")).toBe(1);
  });
});
