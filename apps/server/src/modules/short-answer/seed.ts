import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';

/** The demo grader (see README). */
export const DEMO_GRADER = { phone: '13800000009', password: 'shangan123', realname: '批改老师' };

const DEMO_ANSWERS = [
  '一、选址不合理，部分食堂位置偏僻，就餐人数少；二、收支难以平衡，仅靠补贴难以维持；三、菜品众口难调；四、送餐人手不足，高峰时段延误。',
  '一是将长者食堂与社区活动中心融合布局；二是招募低龄老人志愿者“以老助老”；三是建立食堂议事会，请老人参与制定菜单；四是整合力量做好送餐上门。',
];

/**
 * The demo grader: a known phone and password, so only where demo accounts belong (not in a
 * real production, see seedDemoContent's options).
 */
export async function seedDemoGrader(trx: Transaction<Database>, now: string): Promise<void> {
  let grader = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', DEMO_GRADER.phone)
    .executeTakeFirst();
  if (!grader) {
    grader = await trx
      .insertInto('app_user')
      .values({
        uuid: crypto.randomUUID(),
        realname: DEMO_GRADER.realname,
        phone: DEMO_GRADER.phone,
        email: null,
        password_hash: await hashPassword(DEMO_GRADER.password),
        nick_name: DEMO_GRADER.realname,
        user_name: 'grader',
        invite_code: 'DEMO0009',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  await trx
    .insertInto('app_user_role')
    .values({ user_id: grader.id, role: 'grader', created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** Two handed-in answers of the demo learner, so a grader's queue is not empty. */
export async function seedShortAnswers(trx: Transaction<Database>, now: string): Promise<void> {
  const learner = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', DEMO_LEARNER.phone)
    .executeTakeFirst();
  if (!learner) return;
  const questions = await trx
    .selectFrom('qb_question as q')
    .innerJoin('qb_subject as s', 's.id', 'q.subject_id')
    .select('q.id')
    .where('s.code', '=', 'shenlun')
    .where('q.type_code', '=', 'short_answer')
    .where('q.parent_id', 'is not', null)
    .orderBy('q.id')
    .limit(DEMO_ANSWERS.length)
    .execute();
  for (const [index, question] of questions.entries()) {
    // A little apart, so the queue's oldest-first order is visible.
    const at = new Date(Date.parse(now) - (DEMO_ANSWERS.length - index) * 60_000).toISOString();
    await trx
      .insertInto('sa_answer')
      .values({
        user_id: learner.id,
        question_id: question.id,
        answer: DEMO_ANSWERS[index]!,
        urls: '[]',
        status: 'submitted',
        saved_at: at,
        submitted_at: at,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
      .execute();
  }
}
