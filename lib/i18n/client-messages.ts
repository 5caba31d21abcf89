// The namespaces that components running in the browser read. Only these travel with every page (the
// whole catalogue of texts, legal pages included, would add tens of kilobytes to each HTML response).
// lib/i18n/client-messages.test.ts fails when a client component uses a namespace missing here.
export const CLIENT_NAMESPACES = [
  "AdminPayments",
  "AdminUsers",
  "Assessment",
  "Auth",
  "Catalogue",
  "Certificates",
  "Checkout",
  "Common",
  "CourseCard",
  "CourseDetail",
  "ForgotPassword",
  "Header",
  "LanguagePicker",
  "Lesson",
  "Login",
  "Payments",
  "Progress",
  "Refunds",
  "ResetPassword",
  "Signup",
  "Translations",
  "Validation",
  "VideoPlayer",
  "VideoUpload",
] as const;

type Messages = Record<string, unknown>;

export function pickClientMessages(messages: Messages): Messages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
