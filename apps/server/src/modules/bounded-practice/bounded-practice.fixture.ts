import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  insertCatalogue,
  insertPaper,
  insertQuestion,
  insertSubject,
} from '../question-bank/public.ts';
import { insertSet, ONLINE } from './set.repository.ts';

/**
 * A subject of its own for the bounded-practice tests: a module whose choice questions fill the
 * three bands by their authored level (two of them also in a timed paper), a VIP question, a
 * question under a VIP knowledge point, types a set never draws; a second module behind a
 * VIP-only set, and a third whose set is offline. The main set moves the band every 4 answers,
 * so tests stay short; it trusts the cohort from `cohortMinAnswers` answers on (by default never,
 * so the answers of one test do not move another's questions between bands).
 */
export async function createBoundsFixture(
  db: Kysely<Database>,
  options: { cohortMinAnswers?: number } = {},
) {
  const now = new Date().toISOString();
  const tag = crypto.randomBytes(4).toString('hex');
  return db.transaction().execute(async (trx) => {
    const subjectId = await insertSubject(
      trx,
      { code: `bp${tag}`, name: `分级测试${tag}`, description: '难度分级练习测试科目' },
      now,
    );
    const reasoning = await insertCatalogue(trx, { subjectId, name: '判断推理', level: 1 }, now);
    const definitions = await insertCatalogue(
      trx,
      { subjectId, parentId: reasoning, name: '定义判断', level: 2 },
      now,
    );
    const hardest = await insertCatalogue(
      trx,
      { subjectId, parentId: reasoning, name: '压轴题', level: 2, vipOnly: true },
      now,
    );
    const knowledge = await insertCatalogue(
      trx,
      { subjectId, name: '常识判断', level: 1, sortOrder: 1 },
      now,
    );
    const closed = await insertCatalogue(
      trx,
      { subjectId, name: '资料分析', level: 1, sortOrder: 2 },
      now,
    );
    const paper = await insertPaper(
      trx,
      {
        subjectId,
        title: `分级测试真题${tag}`,
        year: 2024,
        region: '全国',
        examType: '国考',
        examinationLevel: '地市级',
        timeLimitMinutes: 30,
      },
      now,
    );
    let n = 0;
    const choice = (catalogueId: number, difficulty: number, extra: object = {}) =>
      insertQuestion(
        trx,
        {
          subjectId,
          catalogueId,
          typeCode: 'single_choose',
          context: `<p>第${++n}题：下列选项中，符合定义的一项是：</p>`,
          options: ['甲项', '乙项', '丙项', '丁项'],
          answer: 'B',
          difficulty,
          analyses: [{ type: 'text', analysis: `<p>解析${n}：乙项符合定义的全部要件。</p>` }],
          ...extra,
        },
        now,
      );
    const q = {
      basic1: await choice(definitions, 1),
      basic2: await choice(definitions, 2),
      basicInPaper: await choice(definitions, 1, { paperId: paper }),
      judge: await insertQuestion(
        trx,
        {
          subjectId,
          catalogueId: definitions,
          typeCode: 'true_false_choose',
          context: '<p>行政处罚必须有法定依据。</p>',
          options: ['正确', '错误'],
          answer: 'A',
          difficulty: 1,
          analyses: [{ type: 'text', analysis: '<p>处罚法定原则。</p>' }],
        },
        now,
      ),
      adv1: await choice(definitions, 3),
      adv2: await choice(definitions, 3),
      adv3: await choice(definitions, 3),
      advInPaper: await choice(definitions, 3, { paperId: paper }),
      multi: await insertQuestion(
        trx,
        {
          subjectId,
          catalogueId: definitions,
          typeCode: 'multiple_choose',
          context: '<p>下列属于定义判断常见题型的有：</p>',
          options: ['单定义', '多定义', '数字推理', '图形推理'],
          answer: 'AB',
          difficulty: 3,
          analyses: [{ type: 'text', analysis: '<p>单定义与多定义。</p>' }],
        },
        now,
      ),
      sprint1: await choice(definitions, 5),
      sprint2: await choice(definitions, 4),
      vip: await choice(definitions, 3, { vipOnly: true }),
      vipPoint: await choice(hardest, 3, { vipOnly: false }),
      fillIn: await insertQuestion(
        trx,
        {
          subjectId,
          catalogueId: definitions,
          typeCode: 'fill_in',
          context: '<p>定义判断首先要找____。</p>',
          answer: ['关键词'],
          difficulty: 3,
        },
        now,
      ),
      composite: await insertQuestion(
        trx,
        {
          subjectId,
          catalogueId: definitions,
          typeCode: 'composite',
          context: '<p>阅读材料，回答问题。</p>',
          materials: ['<p>材料</p>'],
          difficulty: 3,
          children: [
            {
              typeCode: 'single_choose',
              context: '<p>小题</p>',
              options: ['一', '二'],
              answer: 'A',
              difficulty: 3,
            },
          ],
        },
        now,
      ),
      knowledge1: await choice(knowledge, 3),
      knowledge2: await choice(knowledge, 3),
      closed: await choice(closed, 3),
    };
    const set = (catalogueId: number, name: string, extra: object = {}) =>
      insertSet(trx, {
        subject_id: subjectId,
        catalogue_id: catalogueId,
        name,
        intro: `${name}的说明`,
        status: ONLINE,
        created_at: now,
        updated_at: now,
        ...extra,
      });
    const sets = {
      main: await set(reasoning, '判断推理·难度分级', {
        round_size: 4,
        cohort_min_answers: options.cohortMinAnswers ?? 100_000,
      }),
      vip: await set(knowledge, '常识判断·难度分级', { vip_only: 1, sort_order: 1 }),
      offline: await set(closed, '资料分析·难度分级', { status: 'offline', sort_order: 2 }),
    };
    return { subjectId, modules: { reasoning, knowledge, closed }, paper, q, sets };
  });
}

export type BoundsFixture = Awaited<ReturnType<typeof createBoundsFixture>>;

/**
 * Graded answers of other learners to a question, as the question bank stores them: one
 * attempt of the given kind and state per answer.
 */
export async function addCohortAnswers(
  db: Kysely<Database>,
  input: {
    userId: number;
    subjectId: number;
    questionId: number;
    right: number;
    wrong: number;
    kind?: string;
    status?: string;
  },
): Promise<void> {
  const now = new Date().toISOString();
  const results = [...Array<number>(input.right).fill(1), ...Array<number>(input.wrong).fill(0)];
  for (const isCorrect of results) {
    const exercise = await db
      .insertInto('qb_exercise')
      .values({
        user_id: input.userId,
        kind: input.kind ?? 'catalogue',
        business_key: `bp-test:${input.questionId}`,
        subject_id: input.subjectId,
        title: '测试练习',
        status: input.status ?? 'submitted',
        question_ids: JSON.stringify([input.questionId]),
        question_count: 1,
        total_score_tenths: 10,
        created_at: now,
        updated_at: now,
        submitted_at: (input.status ?? 'submitted') === 'submitted' ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('qb_answer')
      .values({
        exercise_id: exercise.id,
        user_id: input.userId,
        question_id: input.questionId,
        answer: isCorrect ? 'B' : 'C',
        is_correct: isCorrect,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
