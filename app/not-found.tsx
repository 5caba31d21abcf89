import Link from "next/link";
import en from "@/messages/en.json";

// Paths outside the locale routing (for example /missing.php) land here, without the localized shell.
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="max-w-md text-center">
          <h1 className="text-3xl font-bold">{en.NotFound.title}</h1>
          <p className="mt-4 text-muted-foreground">{en.NotFound.description}</p>
          <Link className="mt-6 inline-block text-primary underline" href="/">
            {en.NotFound.backHome}
          </Link>
        </main>
      </body>
    </html>
  );
}
