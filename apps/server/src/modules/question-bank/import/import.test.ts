import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionImportMsg } from '@shangan/shared';
import type {
  ImportPreview,
  ImportSummary,
  ImportTarget,
} from '@shangan/shared/contracts/console/question-import';
import { call } from '../../../../test/client.ts';
import { createLearner } from '../../../../test/learners.ts';
import { twentyQuestionWordFile } from '../../../../test/question-files.ts';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app.ts';
import { grantRole } from '../../accounts/public.ts';
import { createTestBank, type TestBank } from '../question-bank.fixture.ts';
import { excelFileOf, wordFileOf } from './templates.ts';

describe.each(engines)('题库导入 on %s', (engine) => {
  let t: TestApp;
  let bank: TestBank;
  let teacher: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    bank = await createTestBank(t.app.db);
    teacher = await createLearner(t.app.db);
    await grantRole(t.app.db, teacher.id, 'teacher', new Date().toISOString());
  });
  afterAll(() => t.close());

  const preview = (file: Buffer, fileName: string, catalogueId = bank.catalogues.blanks) =>
    call<ImportPreview>(t.app, 'POST', '/console/question-import/preview', {
      token: teacher.token,
      body: { subjectId: bank.subjectId, catalogueId, fileName, content: file.toString('base64') },
    });
  const commit = (id: number) =>
    call<ImportSummary>(t.app, 'POST', '/console/question-import/commit', {
      token: teacher.token,
      body: { id },
    });
  const questionCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('qb_question')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists the subjects with their knowledge points', async () => {
    const targets = await call<ImportTarget[]>(t.app, 'GET', '/console/question-import/targets', {
      token: teacher.token,
    });
    const xingce = targets.data.find((subject) => subject.id === bank.subjectId);
    expect(xingce?.catalogues).toContainEqual({
      id: bank.catalogues.blanks,
      parentId: bank.catalogues.verbal,
      name: '逻辑填空',
    });
  });

  it('names the broken question, refuses to commit it, and imports the fixed file exactly once', async () => {
    const before = await questionCount();
    const broken = await preview(await twentyQuestionWordFile('T1', { fixed: false }), '练习.docx');
    expect(broken.code).toBe(200);
    expect(broken.data).toMatchObject({
      total: 19,
      ready: 18,
      duplicates: 0,
      errors: 1,
      status: 'preview',
    });
    const bad = broken.data.items.filter((item) => item.status === 'error');
    expect(bad).toEqual([
      expect.objectContaining({ place: '第 12 题', messages: ['选择题答案 E 不在选项中'] }),
    ]);
    expect(broken.data.items[4]).toMatchObject({ place: '第 5 题', hasPicture: true });
    expect(broken.data.items[18]).toMatchObject({ typeName: '材料题', children: 2 });
    const refused = await commit(broken.data.id);
    expect(refused).toMatchObject({ code: 400, msg: QuestionImportMsg.hasErrors });
    expect(await questionCount()).toBe(before);

    const fixedFile = await twentyQuestionWordFile('T1', { fixed: true });
    const fixed = await preview(fixedFile, '练习.docx');
    expect(fixed.data).toMatchObject({
      total: 19,
      ready: 19,
      errors: 0,
      sameFileCommittedAt: null,
    });
    const done = await commit(fixed.data.id);
    expect(done).toMatchObject({ code: 200, msg: QuestionImportMsg.committed });
    expect(done.data).toMatchObject({ status: 'committed', added: 19 });
    // 18 questions, one material question and its two sub-questions.
    expect(await questionCount()).toBe(before + 21);

    const stored = await t.app.db
      .selectFrom('qb_question')
      .selectAll()
      .where('context', 'like', '%T1】观察下图%')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      catalogue_id: bank.catalogues.blanks,
      type_code: 'single_choose',
      answer: 'A',
      difficulty: 2,
    });
    expect(stored.context).toMatch(/<img src="data:image\/png;base64,/);
    const analysis = await t.app.db
      .selectFrom('qb_analysis')
      .select('analysis')
      .where('question_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(analysis.analysis).toContain('5 + 5 = 10');
    const material = await t.app.db
      .selectFrom('qb_question as q')
      .innerJoin('qb_material as m', 'm.question_id', 'q.id')
      .select(['q.id', 'm.content'])
      .where('m.content', 'like', '%T1】某镇%')
      .executeTakeFirstOrThrow();
    const children = await t.app.db
      .selectFrom('qb_question')
      .select(['answer', 'catalogue_id'])
      .where('parent_id', '=', material.id)
      .orderBy('sort_order')
      .execute();
    expect(children).toEqual([
      { answer: 'B', catalogue_id: bank.catalogues.blanks },
      { answer: 'B', catalogue_id: bank.catalogues.blanks },
    ]);

    // The same file again: recognised, every question a duplicate, and committing adds nothing.
    const again = await preview(fixedFile, '练习(1).docx');
    expect(again.data).toMatchObject({ total: 19, ready: 0, duplicates: 19, errors: 0 });
    expect(again.data.sameFileCommittedAt).toBe(done.data.committedAt);
    expect(again.data.items[0]!.messages[0]).toMatch(
      /^题库中已有相同的题（题目编号 \d+），不再导入$/,
    );
    expect((await commit(again.data.id)).data.added).toBe(0);
    expect(await questionCount()).toBe(before + 21);

    // A committed preview cannot be committed twice.
    expect(await commit(fixed.data.id)).toMatchObject({
      code: 400,
      msg: QuestionImportMsg.alreadyCommitted,
    });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'qb_import')
      .where('entity_id', '=', String(fixed.data.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: teacher.id, action: 'qb_import.commit' });
    expect(JSON.parse(audit.after)).toMatchObject({ fileName: '练习.docx', added: 19, total: 19 });

    const history = await call<{ list: ImportSummary[]; total: number }>(
      t.app,
      'GET',
      '/console/question-import/history',
      { token: teacher.token },
    );
    expect(history.data.list[0]).toMatchObject({
      id: again.data.id,
      subjectName: '行测',
      catalogueName: '逻辑填空',
    });
  });

  it('adds a previewed file once when two commits race', async () => {
    const before = await questionCount();
    const file = await twentyQuestionWordFile('RACE', { fixed: true });
    const first = await preview(file, 'a.docx');
    const second = await preview(file, 'b.docx');
    const results = await Promise.all([
      commit(first.data.id),
      commit(first.data.id),
      commit(second.data.id),
    ]);
    expect(results.filter((result) => result.code === 200)).toHaveLength(2);
    expect(results.reduce((sum, result) => sum + (result.data?.added ?? 0), 0)).toBe(19);
    expect(await questionCount()).toBe(before + 21);
  });

  it('recognises questions already in the bank however they were typed', async () => {
    await t.app.db.updateTable('qb_question').set({ fingerprint: null }).execute();
    const existing = await t.app.db
      .selectFrom('qb_question')
      .selectAll()
      .where('id', '=', bank.q.single)
      .executeTakeFirstOrThrow();
    const options = (JSON.parse(existing.options) as Array<{ content: string }>).map(
      (o) => o.content,
    );
    const text = existing.context.replace(/<[^>]+>/g, '');
    const file = await excelFileOf([
      {
        题型: '单选题',
        // Spaces and a half-width colon do not make it a different question.
        题干: ` ${text.replace('：', ':')} `,
        选项A: options[0],
        选项B: options[1],
        选项C: options[2],
        选项D: options[3],
        答案: 'A',
      },
    ]);
    const result = await preview(file, '已有.xlsx');
    expect(result.data.items[0]).toMatchObject({ status: 'duplicate' });
    expect(result.data.items[0]!.messages[0]).toContain(`题目编号 ${bank.q.single}`);
  });

  it('reads Excel rows, material sheets and knowledge points, and names each problem in Chinese', async () => {
    const file = await excelFileOf(
      [
        {
          题型: '多选题',
          题干: 'X1 选出正确的',
          选项A: '甲',
          选项B: '乙',
          选项C: '丙',
          答案: 'AC',
          知识点: '片段阅读',
          分值: 2,
        },
        { 题型: '判断题', 题干: 'X1 地球是圆的', 答案: '对', 难度: '难' },
        { 题型: '填空题', 题干: 'X1 一加一等于____，二加二等于____', 答案: '2；4|四' },
        { 题型: '排序题', 题干: 'X1 排列：①②③', 答案: '3,1,2' },
        { 题型: '简答题', 题干: 'X1 谈谈看法', 答案: '要点一\n要点二' },
        { 题型: '单选', 题干: 'X1 材料第一问', 选项A: '1', 选项B: '2', 答案: 'A', 材料编号: 'M9' },
        { 题型: '单选', 题干: 'X1 材料第二问', 选项A: '1', 选项B: '2', 答案: 'B', 材料编号: 'M9' },
        { 题型: '连线题', 题干: 'X1 不认识的题型', 答案: 'A' },
        { 题型: '单选题', 题干: 'X1 缺答案', 选项A: '1', 选项B: '2' },
        { 题型: '单选题', 题干: 'X1 跳过选项', 选项A: '1', 选项C: '3', 答案: 'A' },
        {
          题型: '单选题',
          题干: 'X1 知识点不存在',
          选项A: '1',
          选项B: '2',
          答案: 'A',
          知识点: '数量关系',
        },
        { 题型: '单选题', 题干: 'X1 难度不对', 选项A: '1', 选项B: '2', 答案: 'A', 难度: '很难' },
        { 题型: '单选题', 题干: 'X1 分值不对', 选项A: '1', 选项B: '2', 答案: 'A', 分值: '-1' },
        {
          题型: '单选题',
          题干: 'X1 没有材料',
          选项A: '1',
          选项B: '2',
          答案: 'A',
          材料编号: 'M404',
        },
        { 题型: '单选题', 题干: 'X1 材料第一问', 选项A: '1', 选项B: '2', 答案: 'A' },
        { 题型: '单选题', 题干: 'X1 材料第一问', 选项A: '1', 选项B: '2', 答案: 'A' },
      ],
      [['M9', '一段材料\n第二段']],
    );
    const result = await preview(file, '题目.xlsx');
    expect(result.code).toBe(200);
    const byPlace = new Map(result.data.items.map((item) => [item.place, item]));
    expect(byPlace.get('第 2 行')).toMatchObject({
      status: 'ready',
      typeName: '多选题',
      catalogueName: '片段阅读',
    });
    expect(byPlace.get('第 3 行')).toMatchObject({
      status: 'ready',
      typeName: '判断题',
      answer: '对',
    });
    expect(byPlace.get('第 4 行')).toMatchObject({ status: 'ready', typeName: '填空题' });
    expect(byPlace.get('第 5 行')).toMatchObject({ status: 'ready', typeName: '排序题' });
    expect(byPlace.get('第 6 行')).toMatchObject({ status: 'ready', typeName: '简答题' });
    expect(byPlace.get('材料 M9（第 7 行起）')).toMatchObject({ status: 'ready', children: 2 });
    const problems = (place: string) => byPlace.get(place)?.messages;
    expect(problems('第 9 行')?.[0]).toMatch(/^题型「连线题」无法识别/);
    expect(problems('第 10 行')).toEqual(['缺少答案']);
    expect(problems('第 11 行')).toEqual(['选项B为空，选项应从 A 开始依次填写']);
    expect(problems('第 12 行')).toEqual(['知识点「数量关系」在该科目中不存在']);
    expect(problems('第 13 行')).toEqual([
      '难度「很难」不正确，应为 1–5 或 易、较易、中等、较难、难',
    ]);
    expect(problems('第 14 行')).toEqual(['分值「-1」不正确，应为 0.1–100 之间的数，最多一位小数']);
    expect(problems('材料 M404（第 15 行起）')).toEqual([
      '材料编号「M404」在「材料」工作表中不存在',
      '材料内容为空',
    ]);
    expect(byPlace.get('第 17 行')).toMatchObject({
      status: 'duplicate',
      messages: ['与本文件第 16 行相同，只导入一次'],
    });
    expect(result.data.errors).toBe(7);
  });

  it('refuses files it cannot read with a Chinese message, and changes nothing', async () => {
    const before = await t.app.db.selectFrom('qb_import').select('id').execute();
    expect(await preview(Buffer.from('not a zip'), 'x.docx')).toMatchObject({
      code: 400,
      msg: QuestionImportMsg.fileUnreadable,
    });
    expect(await preview(Buffer.from('hello'), 'x.pdf')).toMatchObject({
      code: 400,
      msg: QuestionImportMsg.formatUnknown,
    });
    expect(await preview(await wordFileOf(['只是一段说明文字。']), 'x.docx')).toMatchObject({
      code: 400,
      msg: QuestionImportMsg.noQuestions,
    });
    expect(
      await preview(await wordFileOf(['1. 题']), 'x.docx', bank.catalogues.verbal + 10_000),
    ).toMatchObject({
      code: 400,
      msg: QuestionImportMsg.catalogueNotFound,
    });
    const essayPoint = await t.app.db
      .selectFrom('qb_catalogue')
      .select('id')
      .where('subject_id', '=', bank.essayId)
      .executeTakeFirstOrThrow();
    expect(await preview(await wordFileOf(['1. 题']), 'x.docx', essayPoint.id)).toMatchObject({
      code: 400,
      msg: QuestionImportMsg.catalogueNotFound,
    });
    expect(await t.app.db.selectFrom('qb_import').select('id').execute()).toEqual(before);
  });
});
