import { useEffect, useState } from 'react';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { hideVipDialogs, type VipDialogCodeValue } from '../vip-dialog-store';
import { PurchaseDialog } from './purchase-dialog';

interface Session {
  code: VipDialogCodeValue;
  /** A new dialog per opening: it starts at its package list with fresh choices. */
  id: number;
}

/**
 * Shows the requested dialog for the signed-in person; a visitor is asked to log in instead.
 * The dialog stays mounted while it animates out, then goes.
 */
export default function VipDialogHost({ code }: { code: VipDialogCodeValue | null }) {
  const { data: user, isPending } = useCurrentUser();
  const [session, setSession] = useState<Session | null>(code === null ? null : { code, id: 1 });
  const [previous, setPrevious] = useState(code);
  if (previous !== code) {
    setPrevious(code);
    if (code !== null) setSession({ code, id: (session?.id ?? 0) + 1 });
  }

  const visitor = code !== null && !isPending && !user;
  useEffect(() => {
    if (!visitor) return;
    hideVipDialogs();
    openAuthDialog('login');
  }, [visitor]);

  if (!session || !user) return null;
  return (
    <PurchaseDialog
      key={session.id}
      code={session.code}
      user={user}
      open={code !== null}
      afterClose={() => setSession(null)}
    />
  );
}
