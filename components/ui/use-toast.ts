"use client";

// shadcn/ui's toast store, in short: one toast at a time (SPEC section 9), shared by every component. The
// toaster (components/ui/toaster.tsx) subscribes to it; a dismissed toast closes and stays until replaced.
import { useSyncExternalStore } from "react";
import type { ToastActionElement, ToastProps } from "@/components/ui/toast";

type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type State = { toasts: ToasterToast[] };

const EMPTY: State = { toasts: [] };
let count = 0;
let memoryState = EMPTY;
const listeners = new Set<() => void>();

function publish(toasts: ToasterToast[]) {
  memoryState = { toasts };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function dismiss(toastId?: string) {
  publish(memoryState.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)));
}

type ToastInput = Omit<ToasterToast, "id">;

function toast(props: ToastInput) {
  const id = String(++count);
  // The newest toast replaces the one on screen.
  publish([{ ...props, id, open: true, onOpenChange: (open) => !open && dismiss(id) }]);
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToasterToast) => publish(memoryState.toasts.map((t) => (t.id === id ? { ...t, ...next, id } : t))),
  };
}

function useToast() {
  const state = useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => EMPTY,
  );
  return { ...state, toast, dismiss };
}

export { useToast, toast };
