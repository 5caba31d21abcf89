"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Where focus goes once the dialog has closed (the editor's text), instead of the toolbar button. */
  onClosed: () => void;
  /** The dialog's form: mounted each time the dialog opens, so it starts from the editor's current state. */
  children: ReactNode;
};

/** The frame of the editor's small dialogs (link, image): a modal with a title, a description and Close. */
export function EditorDialog({ open, onOpenChange, title, description, onClosed, children }: Props) {
  const t = useTranslations("Common");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-lg border bg-card p-5 text-card-foreground shadow-lg"
        >
          <div className="mb-1 flex items-start justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close aria-label={t("close")} className="inline-flex size-8 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted-foreground">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's form: its submit stays in the dialog (through React's tree it would also reach a form of the page). */
export function DialogForm({ onSubmit, children, busy }: { onSubmit: () => void; children: ReactNode; busy?: boolean }) {
  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
      className="space-y-4"
    >
      {children}
    </form>
  );
}
