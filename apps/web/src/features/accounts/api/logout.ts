import { mainApi } from '../../../lib/api';

/** POST /pc/logout — revokes this session on the server. */
export function logoutOnServer(): Promise<null> {
  return mainApi.post<null>('/pc/logout', undefined, { silent: true });
}
