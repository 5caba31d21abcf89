import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

// The least a real page needs to score 100 in Lighthouse: a language, a title, a description, a viewport,
// and an icon (app/icon.svg), without which the browser logs a 404 for /favicon.ico.
export const metadata: Metadata = {
  title: "Bench reference",
  description: "A bare Next.js page: the floor the school's pages are measured against.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
