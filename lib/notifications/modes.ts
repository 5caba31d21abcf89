// The e-mail choices for discussion notifications, shared by the account form, its action and the jobs.
export const EMAIL_MODES = ["each", "daily", "off"] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];
/** Without a saved choice, each event is e-mailed: a reply to someone's question should reach them. */
export const DEFAULT_EMAIL_MODE: EmailMode = "each";
