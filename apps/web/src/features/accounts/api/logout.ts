import type { DataOf } from '@shangan/shared/contracts';
import type { Logout } from '@shangan/shared/contracts/accounts';
import { mainApi } from '../../../lib/api';

/** POST /pc/logout — revokes this session on the server. */
export function logoutOnServer() {
  return mainApi.post<DataOf<typeof Logout>>('/pc/logout', undefined, { silent: true });
}
