"use client";

import { SessionProvider } from "next-auth/react";

// The session is fetched on the client, so public pages stay static and personal parts fill in after load.
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus={false} refetchWhenOffline={false}>
      {children}
    </SessionProvider>
  );
}
