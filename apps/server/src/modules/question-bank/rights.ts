import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import type { Db } from '../../db/database.ts';
import { findCatalogueVipFlag } from './catalogue.repository.ts';
import { findMembership } from './membership.repository.ts';

/**
 * VIP rights, decided on the server only (people do try to unlock VIP analyses from the
 * client). VIP means app_user.weight != 0 or trial_vip = 1, unless a recorded
 * expiry has passed.
 */
export interface Viewer {
  userId: number | null;
  isVip: boolean;
}

export const LOCKED_MESSAGE = '该内容为VIP专享，开通VIP后即可使用';
/** What stands in for the stem of a question one may not open. */
export const LOCKED_QUESTION_TEXT = '本题为VIP专享，开通VIP后即可查看题目与解析';

export async function loadViewer(db: Db, userId: number | null): Promise<Viewer> {
  if (!userId) return { userId: null, isVip: false };
  const user = await findMembership(db, userId);
  if (!user) return { userId, isVip: false };
  const expired = user.expiration_time !== null && Date.parse(user.expiration_time) < Date.now();
  return { userId, isVip: !expired && (user.weight !== 0 || user.trial_vip === 1) };
}

export function mayOpen(viewer: Viewer, vipOnly: number | boolean): boolean {
  return !vipOnly || viewer.isVip;
}

export function assertMayOpen(viewer: Viewer, vipOnly: number | boolean): void {
  if (!mayOpen(viewer, vipOnly)) throw new ApiError(ApiCode.FORBIDDEN, LOCKED_MESSAGE);
}

type VipFlag = { parent_id: number | null; vip_only: number };

/** A catalogue node is VIP-only when it or any ancestor is. */
export function catalogueVipOnly(db: Db, catalogueId: number): Promise<boolean> {
  return catalogueVipOnlyAmong(db, new Map(), catalogueId);
}

/**
 * catalogueVipOnly walking nodes the caller has read already (a subject's tree); a node not
 * among them is read from the database.
 */
export async function catalogueVipOnlyAmong(
  db: Db,
  known: ReadonlyMap<number, VipFlag>,
  catalogueId: number,
): Promise<boolean> {
  let id: number | null = catalogueId;
  for (let depth = 0; id !== null && depth < 10; depth++) {
    const row: VipFlag | undefined = known.get(id) ?? (await findCatalogueVipFlag(db, id));
    if (!row) return false;
    if (row.vip_only) return true;
    id = row.parent_id;
  }
  return false;
}
