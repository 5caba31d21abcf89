import type en from "@/messages/en.json";

type Messages = typeof en;
type Keys<N extends "Terms" | "Privacy"> = readonly (keyof Messages[N]["sections"])[];

/**
 * The titled sections of Terms and Privacy, in the order shown. next-intl lists no keys of precompiled messages
 * (t.raw is not supported with them, see next.config.mjs), so they are named here; legal-sections.test.ts keeps
 * this list and the message files the same.
 */
export const LEGAL_SECTIONS = {
  Terms: ["account", "courses", "payments", "refunds", "assessments", "conduct", "content", "closing", "changes"],
  Privacy: ["data", "payments", "cookies", "sharing", "retention", "rights", "deletion", "contact"],
} as const satisfies { Terms: Keys<"Terms">; Privacy: Keys<"Privacy"> };
