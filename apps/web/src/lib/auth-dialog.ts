/**
 * Which global account dialog is open (spec part 1 §2.8). Any page or plain module can open
 * one, e.g. a member-only link without a token opens the login dialog; the dialogs themselves
 * are rendered once by the app shell and read this store.
 */
import { useSyncExternalStore } from 'react';

export type AuthDialog =
  | 'login'
  | 'smsLogin'
  | 'register'
  | 'resetPassword'
  | 'changePhone'
  | 'completePhone'
  | 'posterQr';

let current: AuthDialog | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openAuthDialog(dialog: AuthDialog): void {
  current = dialog;
  emit();
}

export function closeAuthDialog(): void {
  current = null;
  emit();
}

export function getAuthDialog(): AuthDialog | null {
  return current;
}

export function useAuthDialog(): AuthDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
