/**
 * What the account dialogs hand to each other besides which one is open (that lives in
 * lib/auth-dialog.ts): the phone typed so far, the new member's poster QR, and a login that is
 * waiting for its phone to be completed. Dialogs read it when they mount.
 */
import { openAuthDialog } from '../../lib/auth-dialog';
import type { AuthDialog } from '../../lib/auth-dialog';

interface AuthFlowState {
  phone: string | null;
  posterQr: string | null;
  /** Set while the complete-phone dialog must be finished before the login counts. */
  pendingLogin: { keep: boolean } | null;
}

const state: AuthFlowState = { phone: null, posterQr: null, pendingLogin: null };

export function getAuthFlow(): Readonly<AuthFlowState> {
  return state;
}

export function updateAuthFlow(patch: Partial<AuthFlowState>): void {
  Object.assign(state, patch);
}

/** Opens another account dialog, carrying over the phone when the form had a valid one. */
export function switchAuthDialog(dialog: AuthDialog, phone?: string | null): void {
  if (phone !== undefined) state.phone = phone;
  openAuthDialog(dialog);
}
