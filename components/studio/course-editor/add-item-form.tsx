"use client";

import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ERROR_CLASS } from "./field-styles";

type Result = { ok: true } | { ok: false; fieldErrors?: Record<string, string[]>; message: string };

type Props = {
  titleLabel: string;
  submitLabel: string;
  busyLabel: string;
  failedLabel: string;
  /** Extra controls (the assessment's type), named in the submitted data. */
  children?: React.ReactNode;
  onSubmit: (data: Record<string, string>) => Promise<Result>;
};

/**
 * A title and a button that creates a lesson or an assessment and opens its editor. The server checks the title;
 * its message shows under the field, tied to it, and nothing is created.
 */
export function AddItemForm({ titleLabel, submitLabel, busyLabel, failedLabel, children, onSubmit }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]));
    setBusy(true);
    setError(null);
    const result: Result = await onSubmit(data).catch(() => ({ ok: false, message: failedLabel }));
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors?.title?.[0] ?? result.message ?? failedLabel);
      document.getElementById(id)?.focus();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64 space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {titleLabel}
        </label>
        <Input id={id} name="title" dir="auto" required aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      {children}
      <Button type="submit" className="min-h-11" disabled={busy}>
        <Plus className="size-4" aria-hidden />
        {busy ? busyLabel : submitLabel}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className={`${ERROR_CLASS} basis-full`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
