"use client";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import * as Popover from "@radix-ui/react-popover";
import { useTranslations } from "next-intl";
import { X } from "lucide-react";
import { PassageView } from "./passage-view";
import { useIsPhone } from "./use-is-phone";

type Open = { osis: string; label: string; button: HTMLButtonElement };

/**
 * Opens the passage of any `button[data-scripture-ref]` inside it (the lesson's references, wrapped on the server,
 * and the "Read first" list): a popover beside the button on a wide screen, a bottom sheet on a phone. One listener
 * serves every reference, so the lesson HTML stays plain HTML; focus returns to the button on close.
 */
export function ScriptureHost({ children, className }: { children: React.ReactNode; className?: string }) {
  const t = useTranslations("Scripture");
  const isPhone = useIsPhone();
  const contentId = useId();
  const [open, setOpen] = useState<Open | null>(null);
  const anchor = useRef<HTMLButtonElement | null>(null);

  const onClick = useCallback((event: React.MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-scripture-ref]");
    if (!button) return;
    anchor.current = button;
    setOpen((current) => (current?.button === button ? null : { osis: button.dataset.scriptureRef!, label: button.textContent ?? "", button }));
  }, []);

  // The server's buttons say whether their passage is open and which element holds it.
  useEffect(() => {
    if (!open) return;
    open.button.setAttribute("aria-expanded", "true");
    open.button.setAttribute("aria-controls", contentId);
    return () => {
      open.button.setAttribute("aria-expanded", "false");
      open.button.removeAttribute("aria-controls");
    };
  }, [open, contentId]);

  const close = () => setOpen(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    anchor.current?.focus();
  };
  const heading = <span className="font-semibold">{open?.label}</span>;
  const closeClass = "inline-flex size-8 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

  return (
    <div onClick={onClick} className={className}>
      {children}
      {isPhone ? (
        <Dialog.Root open={!!open} onOpenChange={(value) => !value && close()}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <Dialog.Content
              id={contentId}
              onCloseAutoFocus={returnFocus}
              aria-describedby={undefined}
              className="fixed inset-x-0 bottom-0 z-50 max-h-[80vh] overflow-y-auto rounded-t-2xl border-t bg-card p-4 pb-8 text-card-foreground shadow-lg"
            >
              <div className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-muted" aria-hidden />
              <div className="mb-3 flex items-center justify-between gap-2">
                <Dialog.Title asChild>{heading}</Dialog.Title>
                <Dialog.Close aria-label={t("close")} className={closeClass}>
                  <X className="size-4" aria-hidden />
                </Dialog.Close>
              </div>
              {open && <PassageView osis={open.osis} />}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : (
        <Popover.Root open={!!open} onOpenChange={(value) => !value && close()}>
          <Popover.Anchor virtualRef={anchor} />
          <Popover.Portal>
            <Popover.Content
              id={contentId}
              aria-label={open?.label}
              side="bottom"
              align="start"
              sideOffset={6}
              collisionPadding={16}
              onCloseAutoFocus={returnFocus}
              // A click on the open reference's own button toggles it (the click handler), not close-then-reopen.
              onInteractOutside={(event) => event.target === open?.button && event.preventDefault()}
              className="z-50 max-h-[min(28rem,70vh)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border bg-card p-4 text-card-foreground shadow-lg"
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                {heading}
                <Popover.Close aria-label={t("close")} className={closeClass}>
                  <X className="size-4" aria-hidden />
                </Popover.Close>
              </div>
              {open && <PassageView osis={open.osis} />}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </div>
  );
}
