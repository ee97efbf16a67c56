import { lazy, Suspense, useState } from 'react';
import { useVipDialog } from '../vip-dialog-store';

const VipDialogHost = lazy(() => import('./vip-dialog-host'));

/**
 * The app shell's one mount of the three VIP dialogs. Their code loads the
 * first time one opens; after that the host stays mounted so the dialogs animate in and out.
 */
export function VipDialogs() {
  const code = useVipDialog();
  const [needed, setNeeded] = useState(false);
  if (code !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <VipDialogHost code={code} />
    </Suspense>
  );
}
