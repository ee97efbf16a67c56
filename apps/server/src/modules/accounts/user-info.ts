import type { UserInfo } from '@shangan/shared/contracts/accounts';
import type { UserRow } from './users.repository.ts';

/** The userInfo object: what the header, popover and VIP dialogs read. */
export function toUserInfo(user: UserRow, roles: string[] = []): UserInfo {
  return {
    id: user.id,
    telephone: user.phone,
    nick_name: user.nick_name,
    user_name: user.user_name,
    head_portrait: user.head_portrait,
    weight: user.weight,
    trialVip: user.trial_vip,
    vip: user.vip,
    icon: user.icon,
    expiration_time: user.expiration_time,
    realname: user.realname,
    email: user.email,
    hasPassword: user.password_hash !== null,
    roles,
  };
}
