/** What the app shell and other pages use of the VIP feature. */
export { VipDialogs } from './components/vip-dialogs';
export { UserVipBox, openVipUrl } from './components/user-vip-box';
export { VipBadge } from './components/vip-badge';
export {
  dialogCodeFor,
  hideVipDialogs,
  openVipDialog,
  openVipDialogFor,
  useVipDialog,
} from './vip-dialog-store';
