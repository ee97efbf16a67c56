import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  insertCatalogue,
  insertPaper,
  insertQuestion,
  insertSubject,
} from '../question-bank/public.ts';
import { insertCards } from './card.repository.ts';
import { insertLecture, ONLINE } from './lecture.repository.ts';

/**
 * A subject of its own for the video-teaching tests (so the demo content beside it changes
 * nothing they count): a module with two knowledge points, a module without points, questions
 * (a free one in a timed paper, a composite one, a VIP one), and lectures on them, one offline.
 */
export async function createLectureFixture(db: Kysely<Database>) {
  const now = new Date().toISOString();
  const tag = crypto.randomBytes(4).toString('hex');
  return db.transaction().execute(async (trx) => {
    const subjectId = await insertSubject(
      trx,
      { code: `vt${tag}`, name: `讲题测试${tag}`, description: '名师讲题测试科目' },
      now,
    );
    const verbal = await insertCatalogue(trx, { subjectId, name: '言语理解与表达', level: 1 }, now);
    const blanks = await insertCatalogue(
      trx,
      { subjectId, parentId: verbal, name: '逻辑填空', level: 2 },
      now,
    );
    const reading = await insertCatalogue(
      trx,
      { subjectId, parentId: verbal, name: '片段阅读', level: 2 },
      now,
    );
    const interview = await insertCatalogue(trx, { subjectId, name: '应急应变', level: 1 }, now);
    const paper = await insertPaper(
      trx,
      {
        subjectId,
        title: `讲题测试真题${tag}`,
        year: 2024,
        region: '全国',
        examType: '国考',
        examinationLevel: '地市级',
        timeLimitMinutes: 30,
      },
      now,
    );
    const choice = (catalogueId: number, context: string, extra: object = {}) =>
      insertQuestion(
        trx,
        {
          subjectId,
          catalogueId,
          typeCode: 'single_choose',
          context: `<p>${context}</p>`,
          options: ['坚持', '秉持', '维持', '把持'],
          answer: 'B',
          analyses: [{ type: 'text', analysis: '<p>秉持强调抱持理念。</p>' }],
          ...extra,
        },
        now,
      );
    const q = {
      inPaper: await choice(blanks, '依次填入划横线部分最恰当的一项是：', { paperId: paper }),
      plain: await choice(blanks, '填入划横线部分最恰当的一项是：'),
      composite: await insertQuestion(
        trx,
        {
          subjectId,
          catalogueId: reading,
          typeCode: 'composite',
          context: '<p>阅读材料，回答问题。</p>',
          materials: ['<p>材料一</p>'],
          children: [
            {
              typeCode: 'single_choose',
              context: '<p>小题一</p>',
              options: ['一', '二', '三', '四'],
              answer: 'A',
              analyses: [{ type: 'text', analysis: '<p>小题一解析</p>' }],
            },
          ],
        },
        now,
      ),
      vip: await choice(blanks, 'VIP专享的逻辑填空题', { vipOnly: true }),
      interview: await insertQuestion(
        trx,
        {
          subjectId,
          catalogueId: interview,
          typeCode: 'short_answer',
          context: '<p>群众情绪激动，你怎么办？</p>',
          answer: '<p>安抚情绪，解决问题。</p>',
          analyses: [{ type: 'text', analysis: '<p>应急应变思路。</p>' }],
        },
        now,
      ),
    };
    let order = 0;
    const lecture = (catalogueId: number, questionId: number, title: string, status = ONLINE) =>
      insertLecture(trx, {
        subject_id: subjectId,
        catalogue_id: catalogueId,
        question_id: questionId,
        title,
        teacher_name: '许明远',
        teacher_title: '行测言语理解主讲',
        intro: `${title}的讲解`,
        duration_seconds: 40,
        trial_seconds: 15,
        status,
        sort_order: order++,
        created_at: now,
        updated_at: now,
      });
    const lectures = {
      inPaper: await lecture(blanks, q.inPaper, '逻辑填空：语境定答案'),
      plain: await lecture(blanks, q.plain, '逻辑填空：词义轻重'),
      composite: await lecture(reading, q.composite, '片段阅读：材料题'),
      vip: await lecture(blanks, q.vip, '逻辑填空：VIP题'),
      interview: await lecture(interview, q.interview, '应急应变：先稳情绪'),
      offline: await lecture(blanks, q.plain, '已下架的讲题', 'offline'),
    };
    return {
      subjectId,
      catalogues: { verbal, blanks, reading, interview },
      paper,
      q,
      lectures,
    };
  });
}

export type LectureFixture = Awaited<ReturnType<typeof createLectureFixture>>;

const DAY_MS = 86_400_000;

/** Cards for a learner: `usable` good for `days` more days each, and `expired` ones. */
export async function giveCards(
  db: Kysely<Database>,
  userId: number,
  cards: { usable?: number[]; expired?: number },
): Promise<number[]> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  const rows = [
    ...(cards.usable ?? []).map((days) => ({ expires_at: at(days), granted_at: at(-1) })),
    ...Array.from({ length: cards.expired ?? 0 }, () => ({
      expires_at: at(-1),
      granted_at: at(-31),
    })),
  ].map((row) => ({
    ...row,
    user_id: userId,
    name: '名师讲题体验卡',
    source: '测试赠送',
    used_at: null,
  }));
  await insertCards(db, rows);
  const ids = await db
    .selectFrom('vt_experience_card')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return ids.map((row) => row.id);
}
