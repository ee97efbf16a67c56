import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

// Read by nearly every request of the bank: compiled once (db/prepared-query.ts).
const selectMembership = preparedQuery((db, values: { userId: number }) =>
  db
    .selectFrom('app_user')
    .select(['weight', 'trial_vip', 'expiration_time'])
    .where('id', '=', values.userId),
);

/** The membership columns of a learner (written by VIP purchases) that decide what they may open. */
export async function findMembership(db: Db, userId: number) {
  return (await selectMembership(db, { userId }))[0];
}
