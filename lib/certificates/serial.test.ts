/** @jest-environment node */
import { newCertificateSerial, normalizeSerial } from "./serial";

describe("newCertificateSerial", () => {
  it("gives 80 random bits as four groups of Crockford base32", () => {
    const serial = newCertificateSerial();
    expect(serial).toMatch(/^BSA-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it("does not repeat itself", () => {
    const serials = new Set(Array.from({ length: 2000 }, newCertificateSerial));
    expect(serials.size).toBe(2000);
  });
});

describe("normalizeSerial", () => {
  it("accepts a typed serial in any case, and the seed's older form", () => {
    expect(normalizeSerial(" bsa-7k3q-m9xd-2fta-hv8c ")).toBe("BSA-7K3Q-M9XD-2FTA-HV8C");
    expect(normalizeSerial("BSA-0A1B2C3D4E")).toBe("BSA-0A1B2C3D4E");
  });

  it("refuses anything that cannot be a serial", () => {
    expect(normalizeSerial("../etc/passwd")).toBeNull();
    expect(normalizeSerial("BSA-")).toBeNull();
    expect(normalizeSerial("hello")).toBeNull();
  });
});
