"use client";

import { useEffect } from "react";
import { useRouter } from "@/lib/i18n/navigation";

/** Sends the visitor on after a pause long enough to read why. */
export function RedirectAfter({ href, ms = 2000 }: { href: string; ms?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace(href), ms);
    return () => clearTimeout(timer);
  }, [href, ms, router]);
  return null;
}
