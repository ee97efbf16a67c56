import type { AuthDialog } from '../../../lib/auth-dialog';

/** Moves to another account form: dialogs open another dialog, the pages switch in place. */
export type SwitchAuth = (dialog: AuthDialog, phone?: string | null) => void;

export interface AuthFormProps {
  onSwitch: SwitchAuth;
}
