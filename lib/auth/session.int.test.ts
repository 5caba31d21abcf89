import { encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { newStudent } from "@/test/helpers/lessons";
import { getSessionToken, getSessionUser, requireRole, requireUser } from "./session";

const requestWith = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

describe("the session: cookie says who, the database says what they may do", () => {
  it("takes a role change at once, both ways, with the same cookie", async () => {
    const s = await newStudent("session-role");
    const request = () => requestWith(s.client.cookieHeader());
    await expect(requireRole(["admin"], request())).rejects.toMatchObject({ status: 403 });
    await db.user.update({ where: { id: s.id }, data: { role: "admin" } });
    expect(await requireRole(["admin"], request())).toMatchObject({ id: s.id, role: "admin" });
    await db.user.update({ where: { id: s.id }, data: { role: "student" } });
    await expect(requireRole(["admin"], request())).rejects.toMatchObject({ status: 403 });
    expect(await getSessionUser(request())).toEqual({
      id: s.id,
      firstName: "Timothy",
      lastName: "Lystra",
      nameOrder: "given_first",
      email: expect.stringContaining("@example.com"),
      role: "student",
      remember: true,
    });
  });

  it("ends at once when the account is deleted, though the cookie still decodes", async () => {
    const s = await newStudent("session-deleted");
    const request = () => requestWith(s.client.cookieHeader());
    expect((await requireUser(request())).id).toBe(s.id);
    await db.user.delete({ where: { id: s.id } });
    expect(await getSessionToken(request())).toMatchObject({ id: s.id });
    expect(await getSessionUser(request())).toBeNull();
    await expect(requireUser(request())).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a tampered cookie, and a token once it has expired even after it was read before", async () => {
    const s = await newStudent("session-expiry");
    const cookie = s.client.cookieHeader();
    expect(await getSessionToken(requestWith(cookie.slice(0, -4) + "AAAA"))).toBeNull();

    const token = await encode({ secret: process.env.NEXTAUTH_SECRET!, maxAge: 60, token: { sub: s.id, id: s.id, firstName: "Timothy", lastName: "Lystra", role: "student" } });
    const shortLived = `next-auth.session-token=${token}`;
    expect(await getSessionToken(requestWith(shortLived))).toMatchObject({ id: s.id });
    // Only Date is faked: the database and the crypto keep their timers.
    jest.useFakeTimers({ now: Date.now() + 5 * 60_000, doNotFake: ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask", "hrtime", "performance"] });
    try {
      expect(await getSessionToken(requestWith(shortLived))).toBeNull();
      expect(await getSessionUser(requestWith(shortLived))).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
