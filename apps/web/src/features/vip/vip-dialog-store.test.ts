import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, getAuthDialog } from '../../lib/auth-dialog';
import type { UserInfo } from '../../lib/current-user';
import {
  dialogCodeFor,
  getVipDialog,
  hideVipDialogs,
  openVipDialog,
  openVipDialogFor,
} from './vip-dialog-store';

const user = (weight: number, trialVip = 0): UserInfo => ({
  id: 1,
  telephone: '13800000001',
  nick_name: '小岸',
  user_name: 'demo',
  head_portrait: '',
  weight,
  trialVip,
  vip: weight >= 20 ? '钻石会员' : weight > 0 ? 'VIP会员' : '',
  icon: '',
  expiration_time: null,
  realname: '小岸',
  email: null,
  hasPassword: true,
  roles: [],
});

describe('VIP dialog store', () => {
  afterEach(() => {
    hideVipDialogs();
    closeAuthDialog();
  });

  it('opens by code and hides all', () => {
    openVipDialog(10);
    expect(getVipDialog()).toBe(10);
    hideVipDialogs();
    expect(getVipDialog()).toBeNull();
  });

  it('picks the dialog that fits the person', () => {
    expect(dialogCodeFor(user(0))).toBe(0);
    // A trial member holds no paid tier: they buy one.
    expect(dialogCodeFor(user(0, 1))).toBe(0);
    expect(dialogCodeFor(user(10))).toBe(10);
    expect(dialogCodeFor(user(20))).toBe(20);
  });

  it('asks a visitor to log in instead', () => {
    openVipDialogFor(null);
    expect(getVipDialog()).toBeNull();
    expect(getAuthDialog()).toBe('login');
    openVipDialogFor(user(20));
    expect(getVipDialog()).toBe(20);
  });
});
