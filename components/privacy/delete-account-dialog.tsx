"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useLocale } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import { toastAfterNavigation } from "@/components/ui/flash-toast";
import { Input } from "@/components/ui/input";
import { getPathname } from "@/lib/i18n/navigation";

export type DeleteAccountLabels = {
  open: string;
  title: string;
  warning: string;
  password: string;
  cancel: string;
  confirm: string;
  deleting: string;
  deletedTitle: string;
  deletedText: string;
  wrongPassword: string;
  staffAccount: string;
  rateLimited: string;
  failed: string;
};

function errorFor(status: number | undefined, labels: DeleteAccountLabels): string {
  if (status === 403) return labels.wrongPassword;
  if (status === 409) return labels.staffAccount;
  if (status === 429) return labels.rateLimited;
  return labels.failed;
}

/**
 * 'Delete my account', confirmed in a modal dialog (the browser's own <dialog>: focus kept inside, Escape
 * closes) by re-entering the password. On success the server has ended every session and cleared this
 * browser's cookie: a full load of the home page shows the toast, signed out.
 */
export function DeleteAccountDialog({ labels }: { labels: DeleteAccountLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const locale = useLocale();
  const ids = { title: useId(), warning: useId(), password: useId(), error: useId() };
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function close() {
    dialog.current?.close();
    setPassword("");
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const response = await fetch("/api/users/me", {
      method: "DELETE",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    }).catch(() => null);
    if (response?.status === 204) {
      toastAfterNavigation({ title: labels.deletedTitle, description: labels.deletedText });
      window.location.assign(getPathname({ href: "/", locale }));
      return;
    }
    setPending(false);
    setError(errorFor(response?.status, labels));
  }

  return (
    <>
      <button type="button" className={buttonVariants({ variant: "destructive" })} onClick={() => dialog.current?.showModal()}>
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={ids.title}
        aria-describedby={ids.warning}
        onClose={close}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50"
      >
        <form onSubmit={submit} className="space-y-4">
          <h2 id={ids.title} className="text-lg font-semibold">{labels.title}</h2>
          <p id={ids.warning} className="text-sm text-muted-foreground">{labels.warning}</p>
          <div className="space-y-2">
            <label htmlFor={ids.password} className="text-sm font-medium">{labels.password}</label>
            <Input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            {error && (
              <p id={ids.error} role="alert" className="text-sm text-destructive">{error}</p>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonVariants({ variant: "outline" })} onClick={close} disabled={pending}>
              {labels.cancel}
            </button>
            <button type="submit" className={buttonVariants({ variant: "destructive" })} disabled={pending || !password}>
              {pending ? labels.deleting : labels.confirm}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
