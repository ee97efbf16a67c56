import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePaperMsg, QuestionImportMsg } from '@shangan/shared';
import type { ConsolePaper, ConsolePaperQuestion } from '@shangan/shared/contracts/console/papers';
import type {
  ImportPreview,
  ImportSummary,
  ImportTarget,
} from '@shangan/shared/contracts/console/question-import';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';
import { wordFileOf } from './import/templates.ts';

const paperFields = {
  id: null,
  title: '2025年江苏省考行测A类',
  year: 2025,
  region: '江苏',
  examType: '省考',
  examinationLevel: 'A类',
  timeLimitMinutes: 120,
  vipOnly: false,
  description: '真题还原',
};

/** Three choice questions and a material group of two, as a teacher writes them in Word. */
const paperFile = (tag: string) =>
  wordFileOf([
    '一、单项选择题',
    `1. ${tag}第一题：依次填入横线部分最恰当的一项是`,
    'A. 甲',
    'B. 乙',
    'C. 丙',
    'D. 丁',
    '【答案】B',
    `2. ${tag}第二题：下列说法正确的是`,
    'A. 一 B. 二 C. 三 D. 四',
    '【答案】C',
    `3. ${tag}第三题：与题干逻辑关系最为相似的一项是`,
    'A. 春 B. 夏 C. 秋 D. 冬',
    '【答案】A',
    '【材料】',
    `${tag}的材料：某市去年粮食产量为 120 万吨。`,
    `4. ${tag}材料第一问：产量约为多少？`,
    'A. 100 B. 120 C. 140 D. 160',
    '【答案】B',
    `5. ${tag}材料第二问：比前年增长了多少？`,
    'A. 5% B. 10% C. 15% D. 20%',
    '【答案】A',
    '【材料结束】',
  ]);

describe.each(engines)('试卷管理 on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let teacher: { id: number; token: string };
  let learner: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    teacher = await createLearner(t.app.db);
    await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
    learner = await createLearner(t.app.db);
  });
  afterAll(() => t.close());

  const save = (body: object) =>
    call<ConsolePaper>(t.app, 'POST', '/console/papers/save', { token: teacher.token, body });
  const publish = (id: number, published: boolean) =>
    call<ConsolePaper>(t.app, 'POST', '/console/papers/publish', {
      token: teacher.token,
      body: { id, published },
    });
  const questions = (id: number) =>
    call<ConsolePaperQuestion[]>(t.app, 'GET', `/console/papers/questions?id=${id}`, {
      token: teacher.token,
    });
  const importInto = async (paperId: number, file: Buffer) => {
    const preview = await call<ImportPreview>(t.app, 'POST', '/console/question-import/preview', {
      token: teacher.token,
      body: {
        subjectId: bank.subjectId,
        catalogueId: bank.catalogues.blanks,
        paperId,
        fileName: '真题.docx',
        content: file.toString('base64'),
      },
    });
    expect(preview.code).toBe(200);
    return preview.data;
  };
  const commit = (id: number) =>
    call<ImportSummary>(t.app, 'POST', '/console/question-import/commit', {
      token: teacher.token,
      body: { id },
    });
  const learnerPapers = async () =>
    (
      await call<{ list: Array<{ id: number }> }>(t.app, 'POST', '/historyPaper/page', {
        token: learner.token,
        api: 'learning',
        body: { page: 1, size: 50, subjectId: bank.subjectId },
      })
    ).data.list.map((paper) => paper.id);

  it('writes a draft, fills it from a Word file, publishes it to the learners and keeps it there once started', async () => {
    const created = await save({ ...paperFields, subjectId: bank.subjectId });
    expect(created).toMatchObject({ code: 200, msg: ConsolePaperMsg.saved });
    const paper = created.data;
    expect(paper).toMatchObject({ state: 'draft', questionCount: 0, learners: 0 });
    expect(await learnerPapers()).not.toContain(paper.id);

    const empty = await publish(paper.id, true);
    expect(empty).toMatchObject({ code: 400, msg: ConsolePaperMsg.emptyPaper });

    // The import page offers the draft as a target of its subject.
    const targets = await call<ImportTarget[]>(t.app, 'GET', '/console/question-import/targets', {
      token: teacher.token,
    });
    expect(targets.data.find((subject) => subject.id === bank.subjectId)?.papers).toContainEqual({
      id: paper.id,
      title: paperFields.title,
      state: 'draft',
    });

    const preview = await importInto(paper.id, await paperFile('P1'));
    expect(preview).toMatchObject({ total: 4, ready: 4, paperId: paper.id });
    expect((await commit(preview.id)).data).toMatchObject({
      added: 4,
      paperTitle: paperFields.title,
    });

    const listed = await questions(paper.id);
    expect(listed.data.map((row) => [row.typeName, row.children])).toEqual([
      ['单选题', 0],
      ['单选题', 0],
      ['单选题', 0],
      ['材料题', 2],
    ]);
    expect(listed.data[0]!.stem).toContain('P1第一题');
    expect(listed.data[3]!.stem).toContain('P1的材料');

    // The same file again adds nothing: its questions are in the paper already.
    const again = await importInto(paper.id, await paperFile('P1'));
    expect(again).toMatchObject({ ready: 0, duplicates: 4 });
    expect(again.items[0]!.messages[0]).toContain('试卷中已有相同的题');

    const published = await publish(paper.id, true);
    expect(published).toMatchObject({ code: 200, msg: ConsolePaperMsg.published });
    expect(published.data).toMatchObject({ state: 'published', questionCount: 5, totalScore: 5 });
    expect(await learnerPapers()).toContain(paper.id);

    // The learner opens it in paper order; from then on it cannot be withdrawn.
    const opened = await call<{ questions: Array<{ id: number }> }>(
      t.app,
      'GET',
      `/historyPaper/paperQuestions?paperId=${paper.id}`,
      { token: learner.token, api: 'learning' },
    );
    expect(opened.code).toBe(200);
    expect(opened.data.questions.map((question) => question.id)).toEqual(
      listed.data.map((row) => row.id),
    );
    const withdraw = await publish(paper.id, false);
    expect(withdraw).toMatchObject({ code: 400, msg: ConsolePaperMsg.startedPaper(1) });
    const removed = await call(t.app, 'POST', '/console/papers/remove', {
      token: teacher.token,
      body: { id: paper.id },
    });
    expect(removed.code).toBe(404);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'qb_paper')
      .where('entity_id', '=', String(paper.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['qb_paper.create', 'qb_paper.publish']);
  });

  it('refuses bad fields in Chinese and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('qb_paper')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ title: '  ' }, ConsolePaperMsg.titleRequired],
      [{ year: 1999 }, ConsolePaperMsg.yearInvalid],
      [{ region: '火星' }, ConsolePaperMsg.regionInvalid],
      [{ examType: '高考' }, ConsolePaperMsg.examTypeInvalid],
      [{ timeLimitMinutes: 0 }, ConsolePaperMsg.minutesInvalid],
      [{ subjectId: 999_999 }, ConsolePaperMsg.subjectNotFound],
      [{ title: paperFields.title }, ConsolePaperMsg.titleTaken],
    ];
    for (const [change, message] of cases) {
      const res = await save({ ...paperFields, subjectId: bank.subjectId, ...change });
      expect(res, message).toMatchObject({ code: 400, msg: message });
    }
    expect(await count()).toBe(before);
  });

  it('takes a question out of a draft, deletes an empty draft, and makes a VIP paper’s questions VIP', async () => {
    const paper = (
      await save({ ...paperFields, title: '2024年国考地市级', subjectId: bank.subjectId })
    ).data;
    await commit((await importInto(paper.id, await paperFile('P2'))).id);
    const listed = (await questions(paper.id)).data;

    const vip = await save({ ...paperFields, ...paper, id: paper.id, vipOnly: true });
    expect(vip.data.vipOnly).toBe(true);
    const flags = await t.app.db
      .selectFrom('qb_question')
      .select('vip_only')
      .where('paper_id', '=', paper.id)
      .execute();
    expect(flags.every((row) => row.vip_only === 1)).toBe(true);

    // The material group leaves with its sub-questions and stays in the bank.
    const group = listed[3]!;
    const detached = await call(t.app, 'POST', '/console/papers/detach', {
      token: teacher.token,
      body: { id: paper.id, questionId: group.id },
    });
    expect(detached).toMatchObject({ code: 200, msg: ConsolePaperMsg.detached });
    expect((await questions(paper.id)).data).toHaveLength(3);
    const kept = await t.app.db
      .selectFrom('qb_question')
      .select(['paper_id', 'vip_only'])
      .where((eb) => eb.or([eb('id', '=', group.id), eb('parent_id', '=', group.id)]))
      .execute();
    expect(kept).toHaveLength(3);
    expect(kept.every((row) => row.paper_id === null && row.vip_only === 0)).toBe(true);

    const notEmpty = await call(t.app, 'POST', '/console/papers/remove', {
      token: teacher.token,
      body: { id: paper.id },
    });
    expect(notEmpty).toMatchObject({ code: 400, msg: ConsolePaperMsg.notEmpty });
    for (const row of listed.slice(0, 3)) {
      await call(t.app, 'POST', '/console/papers/detach', {
        token: teacher.token,
        body: { id: paper.id, questionId: row.id },
      });
    }
    const removed = await call(t.app, 'POST', '/console/papers/remove', {
      token: teacher.token,
      body: { id: paper.id },
    });
    expect(removed).toMatchObject({ code: 200, msg: ConsolePaperMsg.removed });
    const page = await call<{ list: ConsolePaper[] }>(t.app, 'GET', '/console/papers?state=draft', {
      token: teacher.token,
    });
    expect(page.data.list.map((row) => row.id)).not.toContain(paper.id);
  });

  it('imports only into a paper of the chosen subject', async () => {
    const contest = await t.app.db
      .selectFrom('qb_paper')
      .select('id')
      .where('id', '=', bank.paper)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'POST', '/console/question-import/preview', {
      token: teacher.token,
      body: {
        subjectId: bank.subjectId,
        catalogueId: bank.catalogues.blanks,
        paperId: contest.id + 10_000,
        fileName: '真题.docx',
        content: (await paperFile('P3')).toString('base64'),
      },
    });
    expect(res).toMatchObject({ code: 400, msg: QuestionImportMsg.paperNotFound });
  });
});
