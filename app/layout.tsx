import "./globals.css";

// The <html> element lives in app/[locale]/layout.tsx, where the language and direction are known.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
