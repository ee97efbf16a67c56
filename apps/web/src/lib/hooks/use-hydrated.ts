import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React takes over a page the server drew (and on the server), true once it has:
 * what only the browser can decide (a pop-up once per session, anything read from storage)
 * waits for it, so the first render in the browser matches the server's markup. A page drawn
 * in the browser gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
