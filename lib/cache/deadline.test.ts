/** @jest-environment node */
import net from "node:net";
import { NoAnswer, withTimeout } from "./deadline.mjs";

/** Keeps this process's CPU busy for `ms`, as a loaded server's event loop is. */
function busy(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

let server: net.Server;
let port: number;
beforeAll(async () => {
  // Answers each line at once, as a healthy Redis does.
  server = net.createServer((socket) => socket.on("data", () => socket.write("+PONG\r\n")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends a line and resolves with the answer; calls `whileWaiting` right after sending. */
function ask(socket: net.Socket, whileWaiting: () => void): Promise<string> {
  const answer = new Promise<string>((resolve) => socket.once("data", (data) => resolve(data.toString())));
  socket.write("PING\r\n");
  whileWaiting();
  return answer;
}

async function connected(): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  return socket;
}

describe("withTimeout", () => {
  it("gets an answer that arrived while the event loop was too busy to read it (a healthy server under CPU load)", async () => {
    const socket = await connected();
    try {
      const started = withTimeout(ask(socket, () => undefined), 100);
      busy(300); // the answer lands in the socket meanwhile; the timer is overdue when the loop turns again
      await expect(started).resolves.toBe("+PONG\r\n");
    } finally {
      socket.destroy();
    }
  });

  it("gives up with NoAnswer when nothing answers", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const socket = net.connect((silent.address() as net.AddressInfo).port, "127.0.0.1");
    try {
      await new Promise((resolve) => socket.once("connect", resolve));
      const t = Date.now();
      await expect(withTimeout(ask(socket, () => undefined), 100)).rejects.toBeInstanceOf(NoAnswer);
      expect(Date.now() - t).toBeGreaterThanOrEqual(95);
      expect(Date.now() - t).toBeLessThan(1000);
    } finally {
      socket.destroy();
      silent.close();
    }
  });

  it("gives up on a silent server even when the loop was busy, after one more period", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const socket = net.connect((silent.address() as net.AddressInfo).port, "127.0.0.1");
    try {
      await new Promise((resolve) => socket.once("connect", resolve));
      const waiting = withTimeout(ask(socket, () => undefined), 100);
      busy(300);
      await expect(waiting).rejects.toBeInstanceOf(NoAnswer);
    } finally {
      socket.destroy();
      silent.close();
    }
  });
});
