import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '../../../lib/auth-dialog';

const AuthDialogHost = lazy(() => import('./auth-dialog-host'));

/**
 * The app shell's one mount of the account dialogs. Their code loads the
 * first time one opens; after that the host stays mounted so dialogs animate in and out.
 */
export function AuthDialogs() {
  const dialog = useAuthDialog();
  const [needed, setNeeded] = useState(false);
  if (dialog && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogHost dialog={dialog} />
    </Suspense>
  );
}
