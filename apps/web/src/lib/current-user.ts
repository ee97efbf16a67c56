/**
 * The signed-in person as the whole site sees it: userInfo plus id and
 * telephone, from GET /api/v1/pc/getuserinfo. One query key, so a login, logout, phone change
 * or VIP purchase refreshes every header, popover and dialog at once with
 * `queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONSOLE_SECTION_ROLES,
  rolesAllow,
  TOP_TIER_WEIGHT,
  type ConsoleSection,
} from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetUserInfo, UserInfo } from '@shangan/shared/contracts/accounts';
import { mainApi } from './api';
import { getToken } from './session-storage';

/** userInfo as GET /pc/getuserinfo answers it (weight 0 without VIP, 20 the top tier; roles). */
export type { UserInfo };

export const CURRENT_USER_KEY = ['currentUser'] as const;

/** Visitors (no token) are `null` without a request; a 401 is handled by the API client. */
export async function fetchCurrentUser(): Promise<UserInfo | null> {
  if (!getToken()) return null;
  return mainApi.get<DataOf<typeof GetUserInfo>>('/pc/getuserinfo', { silent: true });
}

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** weight 0 without trial VIP means non-VIP. */
export function isVip(user: Pick<UserInfo, 'weight' | 'trialVip'> | null | undefined): boolean {
  return !!user && (user.weight !== 0 || user.trialVip === 1);
}

export function isTopTier(user: Pick<UserInfo, 'weight'> | null | undefined): boolean {
  return !!user && user.weight >= TOP_TIER_WEIGHT;
}

/** Graders (and admins) see 批改中心; the server decides the role and checks it on every call. */
export function isGrader(user: Pick<UserInfo, 'roles'> | null | undefined): boolean {
  const roles = user?.roles ?? [];
  return roles.includes('grader') || roles.includes('admin');
}

/**
 * Course teachers (and admins) correct their courses' homework in 批改中心; which courses is the
 * server's to decide, on every call.
 */
export function isHomeworkTeacher(user: Pick<UserInfo, 'roles'> | null | undefined): boolean {
  const roles = user?.roles ?? [];
  return roles.includes('teacher') || roles.includes('admin');
}

/** 批改中心 has something for this person: short answers to grade or homework to correct. */
export function mayOpenGradingCenter(user: Pick<UserInfo, 'roles'> | null | undefined): boolean {
  return isGrader(user) || isHomeworkTeacher(user);
}

/** The console sections this person may open (admins: all); the server checks every call. */
export function consoleSectionsOf(
  user: Pick<UserInfo, 'roles'> | null | undefined,
): ConsoleSection[] {
  const roles = user?.roles ?? [];
  return (Object.keys(CONSOLE_SECTION_ROLES) as ConsoleSection[]).filter((section) =>
    rolesAllow(roles, CONSOLE_SECTION_ROLES[section]),
  );
}

/** Display name: nickname, otherwise user name (as the VIP dialog header shows it). */
export function displayName(user: Pick<UserInfo, 'nick_name' | 'user_name'>): string {
  return user.nick_name || user.user_name;
}
