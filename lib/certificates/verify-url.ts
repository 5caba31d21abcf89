import { siteUrl } from "@/lib/site-url";

/** The public page that confirms a certificate is genuine; printed on the PDF and shared by the student. */
export const verifyPath = (serial: string) => `/verify/${encodeURIComponent(serial)}`;
export const verifyUrl = (serial: string) => `${siteUrl()}${verifyPath(serial)}`;
