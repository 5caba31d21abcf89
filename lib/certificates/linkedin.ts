// LinkedIn's "Add to profile" link for a certification: it opens the profile's Add licence or certification
// form with the fields filled in (https://addtoprofile.linkedin.com documents the parameters).

export type LinkedInCertification = {
  /** The certification's name as it should appear on the profile. */
  name: string;
  organizationName: string;
  issuedAt: Date;
  /** The public verification page. */
  certUrl: string;
  /** The credential ID LinkedIn shows: the serial. */
  certId: string;
};

export function linkedInAddToProfileUrl({ name, organizationName, issuedAt, certUrl, certId }: LinkedInCertification): string {
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name,
    organizationName,
    issueYear: String(issuedAt.getUTCFullYear()),
    issueMonth: String(issuedAt.getUTCMonth() + 1),
    certUrl,
    certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
