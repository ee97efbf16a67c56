/**
 * Which VIP purchase dialog is open (spec part 2 §4 "VIP dialog open codes"): 0 the
 * new-member dialog, 10 the existing-member dialog (renew, change, upgrade), 20 the top-tier
 * dialog. Any page or the user popover opens one; the app shell renders them once.
 */
import { useSyncExternalStore } from 'react';
import { VipDialogCode } from '@shangan/shared';
import { openAuthDialog } from '../../lib/auth-dialog';
import { isTopTier, type UserInfo } from '../../lib/current-user';

export type VipDialogCodeValue = (typeof VipDialogCode)[keyof typeof VipDialogCode];

let current: VipDialogCodeValue | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openVipDialog(code: VipDialogCodeValue): void {
  current = code;
  emit();
}

/** Closes all three dialogs. */
export function hideVipDialogs(): void {
  current = null;
  emit();
}

export function getVipDialog(): VipDialogCodeValue | null {
  return current;
}

export function useVipDialog(): VipDialogCodeValue | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/**
 * The dialog that fits the person (spec part 2 §6): non-members buy new, members renew,
 * change or upgrade, the top tier renews or changes. Visitors are asked to log in first.
 */
export function dialogCodeFor(user: UserInfo): VipDialogCodeValue {
  if (user.weight === 0) return VipDialogCode.NEW_MEMBER;
  return isTopTier(user) ? VipDialogCode.TOP_TIER : VipDialogCode.EXISTING_MEMBER;
}

export function openVipDialogFor(user: UserInfo | null | undefined): void {
  if (!user) {
    openAuthDialog('login');
    return;
  }
  openVipDialog(dialogCodeFor(user));
}
