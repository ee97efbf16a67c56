import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import {
  insertCatalogue,
  insertQuestion,
  insertSubject,
} from '../src/modules/question-bank/public.ts';
import { createLearner } from './learners.ts';

/**
 * A small 申论 bank for the tests: a material question with two short answers, a standalone
 * 大作文, and a VIP-only one; learners and a grader with live sessions.
 */
export async function createEssayBank(db: Kysely<Database>) {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const subjectId = await insertSubject(trx, { code: 'shenlun', name: '申论' }, now);
    const module = await insertCatalogue(trx, { subjectId, name: '归纳概括', level: 1 }, now);
    const vipModule = await insertCatalogue(
      trx,
      { subjectId, name: '文章写作', level: 1, vipOnly: true },
      now,
    );
    const material = await insertQuestion(
      trx,
      {
        subjectId,
        catalogueId: module,
        typeCode: 'composite',
        context: '<p>阅读给定资料，按要求作答。</p>',
        materials: ['<p>材料一：社区长者食堂运营的难题。</p>', '<p>材料二：L社区的做法。</p>'],
        children: [
          {
            typeCode: 'short_answer',
            context: '<p>概括长者食堂运营中存在的问题。（200字以内）</p>',
            answer: '<p>参考答案一<img src="https://example.com/model.png"></p>',
            wordsNum: 200,
            scoreTenths: 150,
            analyses: [{ type: 'text', analysis: '<p>解析一</p>' }],
          },
          {
            typeCode: 'short_answer',
            context: '<p>提出办好长者食堂的建议。（300字以内）</p>',
            answer: '<p>参考答案二</p>',
            wordsNum: 300,
            scoreTenths: 200,
            analyses: [{ type: 'text', analysis: '<p>解析二</p>' }],
          },
        ],
      },
      now,
    );
    const children = await trx
      .selectFrom('qb_question')
      .select('id')
      .where('parent_id', '=', material)
      .orderBy('sort_order')
      .execute();
    const standalone = await insertQuestion(
      trx,
      {
        subjectId,
        catalogueId: module,
        typeCode: 'short_answer',
        context: '<p>以“烟火气”为题写一篇议论文。</p>',
        answer: '<p>范文</p>',
        wordsNum: 1000,
        scoreTenths: 400,
      },
      now,
    );
    const vip = await insertQuestion(
      trx,
      {
        subjectId,
        catalogueId: vipModule,
        typeCode: 'short_answer',
        context: '<p>VIP 大作文</p>',
        answer: '<p>VIP 范文</p>',
        wordsNum: 1000,
        scoreTenths: 400,
      },
      now,
    );
    return {
      subjectId,
      catalogues: { module, vipModule },
      material,
      q1: children[0]!.id,
      q2: children[1]!.id,
      standalone,
      vip,
    };
  });
}

export type EssayBank = Awaited<ReturnType<typeof createEssayBank>>;

export async function createGrader(db: Kysely<Database>, role: 'grader' | 'admin' = 'grader') {
  const grader = await createLearner(db);
  await db
    .insertInto('app_user_role')
    .values({ user_id: grader.id, role, created_at: new Date().toISOString() })
    .execute();
  return grader;
}

/** A real 1×1 PNG, and the same-sized start of a Windows program renamed to .png. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(PNG_BYTES.length - 2, 0x90),
]);
