/** @jest-environment node */
import { linkedInAddToProfileUrl } from "./linkedin";

it("fills LinkedIn's Add to profile form: name, organisation, issue year and month, URL and ID", () => {
  const href = linkedInAddToProfileUrl({
    name: "Genesis – Course Completion",
    organizationName: "Biblical Studies Academy",
    issuedAt: new Date("2026-03-31T23:30:00Z"),
    certUrl: "https://school.example/verify/BSA-7K3Q-M9XD-2FTA-HV8C",
    certId: "BSA-7K3Q-M9XD-2FTA-HV8C",
  });
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/profile/add");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: "CERTIFICATION_NAME",
    name: "Genesis – Course Completion",
    organizationName: "Biblical Studies Academy",
    issueYear: "2026",
    issueMonth: "3",
    certUrl: "https://school.example/verify/BSA-7K3Q-M9XD-2FTA-HV8C",
    certId: "BSA-7K3Q-M9XD-2FTA-HV8C",
  });
});
