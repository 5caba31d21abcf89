import type enMessages from "@/messages/en.json";

// Client components read their texts from the nearest NextIntlClientProvider. Each page hands the browser
// only the namespaces its own client components read (components/i18n/client-messages.tsx), and the root
// layout only the header's: the texts of other features stay out of its HTML. An inner provider's messages
// replace the outer ones (next-intl does not merge them), so a list names every namespace read inside it.
// lib/i18n/client-messages.test.ts follows every page and layout to the client components it renders and
// fails when one of them reads a namespace its provider does not carry, or a provider carries one no one reads.
export type Namespace = keyof typeof enMessages;

export function pickMessages(messages: Record<string, unknown>, namespaces: readonly Namespace[]) {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
