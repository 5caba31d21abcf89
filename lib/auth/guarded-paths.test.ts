/** @jest-environment node */
import { isGuarded, loginUrl, splitLocale } from "./guarded-paths";

it("finds the locale prefix of a path", () => {
  expect(splitLocale("/es/dashboard")).toEqual({ locale: "es", path: "/dashboard" });
  expect(splitLocale("/dashboard")).toEqual({ locale: "en", path: "/dashboard" });
  expect(splitLocale("/ar")).toEqual({ locale: "ar", path: "/" });
  expect(splitLocale("/essay")).toEqual({ locale: "en", path: "/essay" });
});

it("guards the private pages and nothing else", () => {
  for (const path of ["/dashboard", "/certificates", "/assessment/1", "/admin/users", "/instructor"]) {
    expect(isGuarded(path)).toBe(true);
  }
  for (const path of ["/", "/courses", "/course/genesis", "/checkout/genesis", "/login", "/dashboards", "/translations"]) {
    expect(isGuarded(path)).toBe(false);
  }
});

it("sends the visitor to the sign-in page of their language with the way back", () => {
  expect(loginUrl("en", "/dashboard")).toBe("/login?callbackUrl=%2Fdashboard");
  expect(loginUrl("es", "/es/checkout/x?y=1")).toBe("/es/login?callbackUrl=%2Fes%2Fcheckout%2Fx%3Fy%3D1");
});
