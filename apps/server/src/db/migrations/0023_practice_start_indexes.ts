import { sql, type Kysely } from 'kysely';

/**
 * Indexes for starting a practice, which reads a learner's attempts twice: how many they
 * started in the last 24 hours (the daily cap), and which of their timed attempts are open
 * (the questions a running mock holds back; reviews read them too). Without them both read
 * every attempt the learner ever made. The second holds timed attempts only, so the untimed
 * ones — nearly all — cost it no write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('qb_exercise_user_created')
    .on('qb_exercise')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('qb_exercise_user_timed')
    .on('qb_exercise')
    .columns(['user_id', 'status'])
    .where(sql.ref('time_limit_seconds'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('qb_exercise_user_timed').execute();
  await db.schema.dropIndex('qb_exercise_user_created').execute();
}
