"use client";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { signOutEverywhereAction } from "@/lib/auth/actions";

type Labels = { button: string; done: string; failed: string };

/** Ends every other session of the signed-in student (a lost phone, a shared computer); this browser stays signed in. */
export function SignOutEverywhereButton({ labels }: { labels: Labels }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      className="h-11"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await signOutEverywhereAction();
          toast(result.ok ? { title: labels.done } : { variant: "destructive", title: labels.failed });
        })
      }
    >
      {labels.button}
    </Button>
  );
}
