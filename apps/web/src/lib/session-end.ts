/**
 * Ending the session, as both sites' 退出登录 do it: the server revokes the token, the browser
 * forgets it and every cached answer that belonged to the person. What follows (a message, where
 * the person goes) is each site's own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { Logout } from '@shangan/shared/contracts/accounts';
import { mainApi } from './api';
import { CURRENT_USER_KEY } from './current-user';
import { clearSession, hasToken } from './session-storage';

/** POST /pc/logout — revokes this session on the server. */
export function logoutOnServer() {
  return mainApi.post<DataOf<typeof Logout>>('/pc/logout', undefined, { silent: true });
}

/**
 * The user query is set to null rather than removed, so everything watching it switches to the
 * visitor view at once.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  if (hasToken()) {
    // Logging out must work even when the server cannot be reached.
    await logoutOnServer().catch(() => null);
  }
  clearSession();
  // Cached per-person data of pages not on screen must not reach the next person on this tab.
  queryClient.removeQueries({ type: 'inactive' });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
}
