import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { createSession } from '../src/modules/accounts/public.ts';

/** A live session for the user, as a login that keeps them signed in would open. */
export function openSession(db: Kysely<Database>, userId: number): Promise<string> {
  return createSession(db, userId, {
    keepLoggedIn: true,
    idleMinutes: 120,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
}

let userSeq = 0;

/** A learner with a live session; `weight` > 0 makes them VIP. */
export async function createLearner(db: Kysely<Database>, options: { weight?: number } = {}) {
  const now = new Date().toISOString();
  // The random part has a fixed width: `1`+`23` and `12`+`3` must not make the same code.
  const seq = `${process.pid}${++userSeq}${String(crypto.randomInt(1000)).padStart(3, '0')}`;
  const user = await db
    .insertInto('app_user')
    .values({
      uuid: crypto.randomUUID(),
      phone: null,
      user_name: `qb${seq}`.slice(0, 32),
      invite_code: `QB${seq}`.slice(0, 16),
      weight: options.weight ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await openSession(db, user.id);
  return { id: user.id, token };
}

/**
 * Grants the course to the learner as staff would (an enrolment with no end), by the course's id
 * or its title: homework, lessons and the practice behind them open as for a buyer.
 */
export async function grantCourse(
  db: Kysely<Database>,
  userId: number,
  course: number | string,
): Promise<void> {
  const courseId =
    typeof course === 'number'
      ? course
      : (
          await db
            .selectFrom('courses')
            .select('id')
            .where('title', '=', course)
            .executeTakeFirstOrThrow()
        ).id;
  const now = new Date().toISOString();
  await db
    .insertInto('course_enrolments')
    .values({
      user_id: userId,
      course_id: courseId,
      source: 'grant',
      order_id: null,
      enrolled_at: now,
      expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
