/** @jest-environment node */
import { isForeignServerAction, isServerActionPost } from "./server-action-origin";

const post = (headers: Record<string, string>, method = "POST") => new Request("http://school.example/login", { method, headers, body: method === "POST" ? "[]" : undefined });
const action = { "next-action": "7f00", host: "school.example" };

describe("a server action's origin, as Next checks it", () => {
  it("is a server action when a page's script sends it, or a form posts multipart without JavaScript", () => {
    expect(isServerActionPost(post(action))).toBe(true);
    expect(isServerActionPost(post({ "content-type": "multipart/form-data; boundary=x" }))).toBe(true);
    expect(isServerActionPost(post({ "content-type": "application/json" }))).toBe(false);
    expect(isServerActionPost(post(action, "GET"))).toBe(false);
  });

  it("lets through one from this host, or without Origin (as Next does)", () => {
    expect(isForeignServerAction(post({ ...action, origin: "http://school.example" }))).toBe(false);
    expect(isForeignServerAction(post(action))).toBe(false);
    // Behind a proxy Next compares with the first X-Forwarded-Host.
    expect(isForeignServerAction(post({ ...action, host: "10.0.0.2:3000", "x-forwarded-host": "school.example, 10.0.0.1", origin: "https://school.example" }))).toBe(false);
  });

  it("refuses another host, another port, the opaque origin null and an Origin that is no address", () => {
    for (const origin of ["http://host.evil.example", "http://school.example:8080", "null", "not a url"]) {
      expect(isForeignServerAction(post({ ...action, origin }))).toBe(true);
    }
    expect(isForeignServerAction(post({ ...action, "x-forwarded-host": "proxy.example", origin: "http://school.example" }))).toBe(true);
    expect(isForeignServerAction(post({ "content-type": "multipart/form-data; boundary=x", host: "school.example", origin: "http://host.evil.example" }))).toBe(true);
  });

  it("leaves every other request to the rest of the proxy", () => {
    expect(isForeignServerAction(post({ host: "school.example", origin: "http://host.evil.example", "content-type": "application/json" }))).toBe(false);
  });
});
