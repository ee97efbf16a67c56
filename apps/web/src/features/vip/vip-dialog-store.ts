/**
 * Which VIP purchase dialog is open (VipDialogCode): 0 the
 * new-member dialog, 10 the existing-member dialog (renew, change, upgrade), 20 the top-tier
 * dialog. Any page or the user popover opens one; the app shell renders them once.
 */
import { VipDialogCode } from '@shangan/shared';
import { openAuthDialog } from '../../lib/auth-dialog';
import { isTopTier, type UserInfo } from '../../lib/current-user';
import { createOpenDialogStore } from '../../lib/open-dialog-store';

export type VipDialogCodeValue = (typeof VipDialogCode)[keyof typeof VipDialogCode];

const store = createOpenDialogStore<VipDialogCodeValue>();

export const openVipDialog = store.open;
/** Closes all three dialogs. */
export const hideVipDialogs = store.close;
export const getVipDialog = store.get;
export const useVipDialog = store.use;

/**
 * The dialog that fits the person: non-members buy new, members renew,
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
