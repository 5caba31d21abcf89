import { clientAddress, UNKNOWN_ADDRESS } from "@/lib/rate-limit/address";
import { nonLoopbackAddress, startObservedServer } from "@/test/helpers/observed-server";

// The address the per-address limits count, over real sockets: X-Forwarded-For is read only on a connection
// from a trusted proxy (TRUSTED_PROXY_ADDRESSES, loopback by default, as the cluster's nginx); a client that
// reaches a server's port directly is counted by its own address, whatever it writes in the header.
let server: Awaited<ReturnType<typeof startObservedServer>>;
let proxies: string[] = ["127.0.0.1", "::1"];

beforeAll(async () => {
  server = await startObservedServer(async (request) => new Response(clientAddress(request.headers, 1, proxies)));
});
afterAll(() => server.close());

const addressSeen = async (base: string, forwardedFor?: string) =>
  (await fetch(`${base}/`, { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} })).text();

it("reads X-Forwarded-For on a connection from a trusted proxy: the entry that proxy appended", async () => {
  proxies = ["127.0.0.1", "::1"];
  expect(await addressSeen(server.loopbackUrl, "10.9.9.9, 198.51.100.7")).toBe("198.51.100.7");
  expect(await addressSeen(server.loopbackUrl)).toBe(UNKNOWN_ADDRESS);
});

it("ignores X-Forwarded-For on a direct connection and counts the connection's own address", async () => {
  proxies = ["127.0.0.1", "::1"];
  const own = nonLoopbackAddress();
  const direct = `http://${own}:${server.port}`;
  expect(await addressSeen(direct, "198.51.100.7")).toBe(own);
  expect(await addressSeen(direct, "1.2.3.4, 5.6.7.8")).toBe(own);
  expect(await addressSeen(direct)).toBe(own);
  // The peer header is the hook's: a client's own value is overwritten.
  const forged = await fetch(`${direct}/`, { headers: { "x-school-socket-peer": "127.0.0.1", "x-forwarded-for": "198.51.100.7" } });
  expect(await forged.text()).toBe(own);
});

it("trusts a configured private proxy address and then no longer loopback", async () => {
  const own = nonLoopbackAddress();
  proxies = [own];
  expect(await addressSeen(`http://${own}:${server.port}`, "198.51.100.8")).toBe("198.51.100.8");
  expect(await addressSeen(server.loopbackUrl, "198.51.100.8")).toBe("127.0.0.1");
});

it("counts no address with 0 trusted hops (npm start: a proxy nobody declared may be in front)", () => {
  expect(clientAddress(new Headers({ "x-school-socket-peer": "192.0.2.9", "x-forwarded-for": "198.51.100.7" }), 0, ["127.0.0.1"])).toBe(UNKNOWN_ADDRESS);
});
