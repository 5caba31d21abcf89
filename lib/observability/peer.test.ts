/** @jest-environment node */
import { isLoopback, normalizeAddress, PEER_HEADER, socketPeer } from "./peer";

it("tells loopback addresses, IPv4, IPv6 and IPv4 mapped into IPv6, from the rest", () => {
  for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::FFFF:127.0.0.1"]) expect(isLoopback(address)).toBe(true);
  for (const address of ["192.0.2.2", "::ffff:192.0.2.2", "fd00::2", "0.0.0.0", "", "127.0.0.1.example", "localhost"]) expect(isLoopback(address)).toBe(false);
});

it("writes an IPv4 address mapped into IPv6 as plain IPv4", () => {
  expect(normalizeAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(normalizeAddress("FD00::2")).toBe("fd00::2");
});

it("reads the peer the request hook recorded, and null where none did", () => {
  expect(socketPeer(new Headers({ [PEER_HEADER]: "192.0.2.2" }))).toBe("192.0.2.2");
  expect(socketPeer(new Headers())).toBeNull();
});
