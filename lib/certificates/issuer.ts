import { siteUrl } from "@/lib/site-url";

/** The school, as named on certificates, credentials and LinkedIn (its name is not translated). */
export const ISSUER_NAME = "Biblical Studies Academy";
export const issuerProfile = () => ({ id: `${siteUrl()}/`, name: ISSUER_NAME, url: `${siteUrl()}/` });
