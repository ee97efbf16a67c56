/**
 * A tiny global store of which one of a family of dialogs is open, so any page or plain module
 * can open it while the app shell renders the dialogs once (account dialogs, VIP dialogs).
 */
import { useSyncExternalStore } from 'react';

export interface OpenDialogStore<T> {
  open: (dialog: T) => void;
  close: () => void;
  get: () => T | null;
  use: () => T | null;
}

export function createOpenDialogStore<T>(): OpenDialogStore<T> {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const set = (next: T | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    open: (dialog) => set(dialog),
    close: () => set(null),
    get: () => current,
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      ),
  };
}
