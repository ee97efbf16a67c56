import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  GetBoundQuestion,
  ListBoundRecords,
  ListBoundSets,
} from '@shangan/shared/contracts/bounded-practice';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { findEmbargoedQuestionIds } from '../question-bank/public.ts';
import { openSession } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { findDrawableQuestions } from './bank.repository.ts';
import { heldQuestionIds, loadPools, loadScopes } from './pool.ts';

describe.each(engines)('the demo sets on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof learningClient>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    call = learningClient(t.app);
    const learner = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirstOrThrow();
    token = await openSession(t.app.db, learner.id);
  });
  afterAll(() => t.close());

  it('offers a set per 行测 module whose choice questions fill every band, 常识判断 for VIP', async () => {
    const reply = await call<DataOf<typeof ListBoundSets>>(
      'GET',
      'boundsDifficulty/list',
      {},
      token,
    );
    expect(reply.code).toBe(200);
    expect(reply.data.subjects.map((subject) => subject.name).slice(0, 2)).toEqual([
      '行测',
      '公共基础知识',
    ]);
    const sets = reply.data.sets;
    const modules = sets.map((set) => set.moduleName);
    expect(
      modules.filter((name) =>
        ['言语理解与表达', '数量关系', '判断推理', '常识判断'].includes(name),
      ),
    ).toEqual(['言语理解与表达', '数量关系', '判断推理', '常识判断']);
    for (const set of sets.filter((item) => item.hasEquity)) {
      for (const count of set.bandCounts) expect(count.questionCount).toBeGreaterThan(0);
      expect(set.intro).not.toBe('');
    }
    expect(sets.find((set) => set.moduleName === '常识判断')).toMatchObject({
      vipOnly: true,
      hasEquity: false,
    });
    // The demo learner went up to 冲刺 in 判断推理 after a first round of 9 right of 10.
    const reasoning = sets.find((set) => set.moduleName === '判断推理')!;
    expect(reasoning).toMatchObject({
      band: 'sprint',
      progress: { band: 'sprint', answeredCount: 13, correctCount: 11, roundAnswered: 3 },
    });
    const records = await call<DataOf<typeof ListBoundRecords>>(
      'GET',
      'boundsDifficulty/recordList',
      { setId: reasoning.id },
      token,
    );
    expect(records.data.list[0]!.rounds).toEqual([
      expect.objectContaining({ bandBefore: 'advanced', bandAfter: 'sprint', correct: 9 }),
    ]);

    const served = await call<DataOf<typeof GetBoundQuestion>>(
      'GET',
      'boundsDifficulty/v2/getQuestion',
      { setId: reasoning.id },
      token,
    );
    expect(served.code).toBe(200);
    expect(served.data.band).toBe('sprint');
    expect(served.data.question.questionOptionList.length).toBeGreaterThan(1);
  });

  it('draws no question of a mock contest not yet over, for anyone', async () => {
    const sets = await t.app.db.selectFrom('bp_set').selectAll().execute();
    const scopes = await loadScopes(t.app.db, sets);
    const embargoed = await findEmbargoedQuestionIds(t.app.db);
    // The demo contests' questions are filed under the 行测 modules the sets draw from.
    const filed = await findDrawableQuestions(
      t.app.db,
      scopes.flatMap((scope) => scope.catalogueIds),
    );
    expect(filed.some((row) => embargoed.has(row.id))).toBe(true);
    const learner = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirstOrThrow();
    for (const viewer of [
      { userId: null, isVip: true },
      { userId: learner.id, isVip: true },
    ]) {
      const held = await heldQuestionIds(t.app.db, viewer.userId);
      for (const id of embargoed) expect(held.has(id)).toBe(true);
      const pools = await loadPools(t.app.db, scopes, viewer, held);
      const drawn = [...pools.values()].flat().map((entry) => entry.id);
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.filter((id) => embargoed.has(id))).toEqual([]);
    }
  });
});
