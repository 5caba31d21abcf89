/** @jest-environment node */
import { createSupervisor, restartDelay } from "./supervisor.mjs";

// The supervisor's timing with a part that dies on demand: restarts after 1 s, 2 s, 4 s…, a count that starts
// over after a minute up, nothing restarted while held or after stop().

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function part() {
  const state = { up: true, restarts: [] as number[] };
  return {
    state,
    alive: () => state.up,
    restart: async () => {
      state.restarts.push(Date.now());
      state.up = true;
    },
  };
}

it("waits 1 s, 2 s, 4 s… capped at 30 s", () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(restartDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
});

it("restarts a part that keeps dying with growing waits, says so, and starts the count over after a minute up", async () => {
  const lines: string[] = [];
  const supervisor = createSupervisor({ log: (line: string) => lines.push(line) });
  const server = part();
  const handle = supervisor.watch({ name: "server 0", alive: server.alive, restart: server.restart, logHint: "server-0.log" });
  expect(handle.recentRestarts()).toBe(0);
  const died: number[] = [];
  for (let i = 0; i < 4; i++) {
    server.state.up = false;
    died.push(Date.now());
    await jest.advanceTimersByTimeAsync(40_000);
  }
  // Noticed within the 0.5 s check, restarted after 1, 2, 4, 8 s.
  const waits = server.state.restarts.map((at, i) => at - died[i]!);
  waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(restartDelay(i)));
  waits.forEach((wait, i) => expect(wait).toBeLessThanOrEqual(restartDelay(i) + 500));
  expect(lines.filter((line) => line.startsWith("server 0 is down"))).toHaveLength(4);
  expect(lines.at(-1)).toMatch(/^server 0 keeps dying: 4 restarts .*server-0\.log/);
  expect(handle.recentRestarts()).toBe(4);

  // A minute up: the count starts over (what the cluster tests wait for), and the next death waits 1 s again.
  await jest.advanceTimersByTimeAsync(61_000);
  expect(handle.recentRestarts()).toBe(0);
  server.state.up = false;
  const t = Date.now();
  await jest.advanceTimersByTimeAsync(2000);
  expect(server.state.restarts.at(-1)! - t).toBeLessThanOrEqual(1500);
  await supervisor.stop();
});

it("starts the count over after stableAfterMs when given one (the cluster tests' harness: 10 s)", async () => {
  const supervisor = createSupervisor({ log: () => {}, stableAfterMs: 10_000 });
  const server = part();
  const handle = supervisor.watch({ name: "server 0", alive: server.alive, restart: server.restart });
  server.state.up = false;
  await jest.advanceTimersByTimeAsync(2000);
  expect(handle.recentRestarts()).toBe(1);
  await jest.advanceTimersByTimeAsync(9000);
  expect(handle.recentRestarts()).toBe(1);
  await jest.advanceTimersByTimeAsync(2000);
  expect(handle.recentRestarts()).toBe(0);
  await supervisor.stop();
});

it("leaves a held part alone until it is released, and restarts nothing after stop()", async () => {
  const supervisor = createSupervisor({ log: () => {} });
  const redis = part();
  const handle = supervisor.watch({ name: "Redis", alive: redis.alive, restart: redis.restart });
  await handle.hold();
  redis.state.up = false;
  await jest.advanceTimersByTimeAsync(10_000);
  expect(redis.state.restarts).toHaveLength(0);
  handle.release();
  await jest.advanceTimersByTimeAsync(2000);
  expect(redis.state.restarts).toHaveLength(1);

  const stopping = supervisor.stop();
  await jest.advanceTimersByTimeAsync(2000);
  await stopping;
  redis.state.up = false;
  await jest.advanceTimersByTimeAsync(10_000);
  expect(redis.state.restarts).toHaveLength(1);
});
