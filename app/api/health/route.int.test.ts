// GET /api/health against the real PostgreSQL, a real Redis (Debian's redis-server, started here) or a
// closed port, and the disk storage driver. env() is read once per module registry, so each case loads the
// route afresh after setting the environment.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

type Env = Record<string, string | undefined>;

const saved = { ...process.env };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "health-test-"));
let closeRedis: (() => void) | undefined;

async function loadRoute(overrides: Env) {
  closeRedis?.();
  jest.resetModules();
  process.env = { ...saved };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  ({ closeRedis } = await import("@/lib/health/redis"));
  const { GET } = await import("./route");
  // A running server's database client is warm: the first statement of a freshly loaded one (its query compiler,
  // its first connection) can take longer than the check's 1.5 s on a busy machine, and is not what is tested.
  const { db } = await import("@/lib/db");
  await db.$queryRaw`SELECT 1`;
  return async () => {
    const started = Date.now();
    const response = await GET(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });
    return { status: response.status, headers: response.headers, body: await response.json(), ms: Date.now() - started };
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(socket.end() && true)).on("error", () => resolve(false));
    });
    if (up) return redis;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("redis-server did not start");
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGKILL");
  await once(child, "exit");
}


let warn: jest.SpyInstance;
let info: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  info = jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  info.mockRestore();
});

afterAll(() => {
  closeRedis?.();
  process.env = saved;
  fs.rmSync(tmp, { recursive: true, force: true });
});

const disk = (name: string): Env => ({ STORAGE_DRIVER: "disk", STORAGE_DISK_PATH: path.join(tmp, name) });

describe("GET /api/health", () => {
  it("answers 200 when the database and storage answer and Redis is not configured; never cached", async () => {
    const health = await loadRoute({ ...disk("uploads"), REDIS_URL: undefined });
    const { status, headers, body } = await health();
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", checks: { database: "ok", redis: "not configured", storage: "ok", videoProcessing: expect.stringMatching(/^off: /) } });
    expect(headers.get("cache-control")).toBe("no-store");
    // A fresh install has stored nothing yet: the root is made, as the first upload would make it.
    expect(fs.statSync(path.join(tmp, "uploads")).isDirectory()).toBe(true);
  });

  it("answers 503 naming redis, quickly, when REDIS_URL points at a closed port, and warns once per outage", async () => {
    const port = await freePort();
    const health = await loadRoute({ ...disk("uploads"), REDIS_URL: `redis://:secret-password@127.0.0.1:${port}` });
    const first = await health();
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ status: "unavailable", checks: { database: "ok", redis: "down: connect ECONNREFUSED", storage: "ok", videoProcessing: expect.stringMatching(/^off: /) } });
    expect(first.ms).toBeLessThan(2_000);
    expect(JSON.stringify(first.body)).not.toContain("secret-password");
    expect(first.headers.get("cache-control")).toBe("no-store");

    // The client keeps reconnecting in the background; asked again, the same answer, at once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await health();
    expect(second.body.checks.redis).toBe("down: connect ECONNREFUSED");
    expect(second.ms).toBeLessThan(500);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/Redis is unavailable \(connect ECONNREFUSED\)/);
    expect(String(warn.mock.calls[0]![0])).not.toContain("secret-password");
  });

  it("answers 200 with a running Redis, 503 while it is down, and 200 again once it is back", async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    try {
      const health = await loadRoute({ ...disk("uploads"), REDIS_URL: `redis://127.0.0.1:${port}` });
      expect(await health()).toMatchObject({ status: 200, body: { status: "ok", checks: { database: "ok", redis: "ok", storage: "ok", videoProcessing: expect.stringMatching(/^off: /) } } });

      await stop(redis);
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body.checks.redis).toMatch(/^down: /);
      expect(down.ms).toBeLessThan(2_000);
      await health();
      expect(warn).toHaveBeenCalledTimes(1);

      redis = await startRedis(port);
      let back = await health();
      for (let i = 0; i < 40 && back.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        back = await health();
      }
      expect(back.body).toEqual({ status: "ok", checks: { database: "ok", redis: "ok", storage: "ok", videoProcessing: expect.stringMatching(/^off: /) } });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/Redis is reachable again/));
    } finally {
      await stop(redis);
    }
  });

  it("answers 503 naming storage when the disk root is not a folder", async () => {
    const file = path.join(tmp, "not-a-folder");
    fs.writeFileSync(file, "");
    const health = await loadRoute({ STORAGE_DRIVER: "disk", STORAGE_DISK_PATH: file, REDIS_URL: undefined });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toEqual({ status: "unavailable", checks: { database: "ok", redis: "not configured", storage: "down: the storage root is not a folder", videoProcessing: expect.stringMatching(/^off: /) } });
  });
});

describe("healthReport", () => {
  it("gives a hung dependency a short time, then names it; a failing one says why without secrets", async () => {
    jest.resetModules();
    process.env = { ...saved };
    const { healthReport } = await import("@/lib/health/report");
    const started = Date.now();
    const report = await healthReport(
      {
        database: async () => {},
        redis: async () => "not configured",
        storage: () => new Promise(() => {}),
        other: async () => {
          throw new Error("could not reach s3://AKIA:wJalrXUtnFEMI@bucket.example.com/x\nstack…");
        },
      },
      300,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(report).toEqual({
      status: "unavailable",
      checks: {
        database: "ok",
        redis: "not configured",
        storage: "down: no answer within 300 ms",
        other: "down: could not reach s3://bucket.example.com/x",
      },
    });
  });
});
