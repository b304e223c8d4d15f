import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React runs in the browser: the switch between
 * the no-JavaScript form (plain posts, confirmation steps) and its enhanced version (dialogs).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
