/**
 * Which global account dialog is open. Any page or plain module can open
 * one, e.g. a member-only link without a token opens the login dialog; the dialogs themselves
 * are rendered once by the app shell and read this store.
 */
import { createOpenDialogStore } from './open-dialog-store';

export type AuthDialog =
  | 'login'
  | 'smsLogin'
  | 'register'
  | 'resetPassword'
  | 'changePhone'
  | 'completePhone'
  | 'posterQr';

const store = createOpenDialogStore<AuthDialog>();

export const openAuthDialog = store.open;
export const closeAuthDialog = store.close;
export const getAuthDialog = store.get;
export const useAuthDialog = store.use;
