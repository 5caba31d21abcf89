import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true in a render of the browser's own (React
 * renders once more after hydrating when the two differ).
 */
export function useBrowserRender() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
