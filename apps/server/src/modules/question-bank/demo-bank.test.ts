import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { TYPE_CODES } from './grading.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';

/** The demo bank a visitor of the demo practises with: big, varied, complete and well-formed. */
describe.each(engines)('demo question bank on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    call = learningClient(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('holds at least 400 questions of every type, each with a text analysis', async () => {
    const db = t.app.db;
    const questions = await db.selectFrom('qb_question').selectAll().execute();
    expect(questions.length).toBeGreaterThanOrEqual(400);
    expect(new Set(questions.map((q) => q.type_code))).toEqual(new Set(TYPE_CODES));
    const withText = await db
      .selectFrom('qb_analysis')
      .select('question_id')
      .distinct()
      .where('type', '=', 'text')
      .execute();
    expect(withText.length).toBe(questions.length);
    const media = await db
      .selectFrom('qb_analysis')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('type', 'in', ['video', 'audio'])
      .groupBy('type')
      .execute();
    for (const row of media) expect(Number(row.n)).toBeGreaterThanOrEqual(5);
    expect(media).toHaveLength(2);
  });

  it('stores well-formed keys: choice keys among the options, blanks and orders complete', () => {
    return t.app.db
      .selectFrom('qb_question')
      .selectAll()
      .execute()
      .then((questions) => {
        for (const q of questions) {
          const heads = (JSON.parse(q.options) as Array<{ optionHead: string }>).map(
            (o) => o.optionHead,
          );
          if (q.type_code.endsWith('choose')) {
            expect(heads.length, `question ${q.id}`).toBeGreaterThanOrEqual(2);
            for (const letter of q.answer) expect(heads, `question ${q.id}`).toContain(letter);
          }
          if (q.type_code === 'fill_in') expect(JSON.parse(q.answer)).toHaveLength(q.answer_size);
          if (q.type_code === 'sequencing') {
            expect(q.answer.split(',').map(Number).sort()).toEqual(
              Array.from({ length: q.answer_size }, (_, i) => i + 1),
            );
          }
          expect(q.context).not.toMatch(/<script|javascript:/i);
        }
      });
  });

  it('ships past papers with years, regions and composite material questions', async () => {
    const papers = await call<{ list: Array<Record<string, unknown>>; total: number }>(
      'POST',
      'historyPaper/page',
      { size: 50 },
    );
    expect(papers.data.total).toBeGreaterThanOrEqual(4);
    expect(new Set(papers.data.list.map((paper) => paper.region)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(papers.data.list.map((paper) => paper.year)).size).toBeGreaterThanOrEqual(2);
    for (const paper of papers.data.list) expect(Number(paper.questionCount)).toBeGreaterThan(10);
    const composites = await t.app.db
      .selectFrom('qb_question')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type_code', '=', 'composite')
      .where('paper_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(composites.n)).toBeGreaterThanOrEqual(4);
    const charts = await t.app.db
      .selectFrom('qb_material')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content', 'like', '%data:image/svg+xml%')
      .executeTakeFirstOrThrow();
    expect(Number(charts.n)).toBeGreaterThanOrEqual(3);
  });

  it('lets a learner practise every module of 行测 and hand in', async () => {
    const learner = await createLearner(t.app.db);
    const tree = await call<Array<{ id: number; name: string; locked: boolean }>>(
      'GET',
      'homePage/tree',
      { subjectId: 1 },
      learner.token,
    );
    expect(tree.data.map((node) => node.name)).toEqual([
      '言语理解与表达',
      '数量关系',
      '判断推理',
      '资料分析',
      '常识判断',
    ]);
    for (const module of tree.data) {
      const session = await call<{ exercise: { id: number; questionCount: number } }>(
        'POST',
        'v2/catalogue/getCatalogueQuestion',
        { catalogueId: module.id, count: 10 },
        learner.token,
      );
      expect(session.code, module.name).toBe(200);
      expect(session.data.exercise.questionCount).toBeGreaterThanOrEqual(10);
      const done = await call<{ status: string }>(
        'POST',
        'v2/catalogue/submitAnswer',
        { exerciseId: session.data.exercise.id, action: 'handIn' },
        learner.token,
      );
      expect(done.data.status).toBe('submitted');
    }
    // The learner's own: the demo content holds other people's attempts (the mock contests').
    const count = await sql<{
      n: number;
    }>`select count(*) as n from qb_exercise where user_id = ${learner.id}`.execute(t.app.db);
    expect(Number(count.rows[0]?.n)).toBe(5);
  });
});
