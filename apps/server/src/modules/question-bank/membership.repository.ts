import type { Db } from '../../db/database.ts';

/** The membership columns of a learner (written by VIP purchases) that decide what they may open. */
export function findMembership(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['weight', 'trial_vip', 'expiration_time'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
