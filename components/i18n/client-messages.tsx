import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages, type Namespace } from "@/lib/i18n/client-messages";

/**
 * The texts the client components inside it read, and no others, for the browser. Its list replaces the
 * outer provider's (see lib/i18n/client-messages.ts), so it names every namespace read by the client
 * components it wraps, written out as a literal list for lib/i18n/client-messages.test.ts to check.
 * Render it below the page's setRequestLocale call, like every next-intl server call.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: React.ReactNode }) {
  const messages = pickMessages(await getMessages(), namespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
