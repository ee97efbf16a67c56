import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleQuestionMsg } from '@shangan/shared';
import type {
  ConsoleQuestion,
  ConsoleQuestionRow,
  UploadQuestionMedia,
} from '@shangan/shared/contracts/console/questions';
import type { Static } from 'typebox';
import { call } from '../../../test/client.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../accounts/public.ts';
import { insertGradedAttempts } from './bank-writer.ts';
import { createTestBank, type TestBank } from './question-bank.fixture.ts';

type Uploaded = Static<typeof UploadQuestionMedia.data>;

/** A second of silence as a WAV file: a real audio file the in-process reader measures. */
function wavSecond(): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const single = {
  typeCode: 'single_choose',
  context: '<p>下列成语使用正确的一项是<script>alert(1)</script></p>',
  options: ['首当其冲', '差强人意', '七月流火', '不刊之论'],
  answer: 'D',
  difficulty: 3,
  score: 0.8,
  wordsNum: null,
  analyses: [{ type: 'text', analysis: '<p>不刊之论指不可修改的言论。</p>', mediaId: null }],
};

describe.each(engines)('题目管理 on %s', (engine) => {
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
    call<{ id: number }>(t.app, 'POST', '/console/questions/save', {
      token: teacher.token,
      body: {
        id: null,
        subjectId: bank.subjectId,
        catalogueId: bank.catalogues.blanks,
        paperId: null,
        source: '',
        materials: [],
        children: [],
        ...body,
      },
    });
  const detail = async (id: number) =>
    (
      await call<ConsoleQuestion>(t.app, 'GET', `/console/questions/detail?id=${id}`, {
        token: teacher.token,
      })
    ).data;
  const list = async (query: string) =>
    (
      await call<{ list: ConsoleQuestionRow[]; total: number }>(
        t.app,
        'GET',
        `/console/questions?${query}`,
        { token: teacher.token },
      )
    ).data;
  const upload = (fileName: string, content: Buffer) =>
    call<Uploaded>(t.app, 'POST', '/console/questions/media', {
      token: teacher.token,
      body: { fileName, content: content.toString('base64') },
    });
  const answer = (questionId: number, given: string) =>
    insertGradedAttempts(t.app.db, [
      {
        userId: learner.id,
        kind: 'catalogue',
        businessKey: `catalogue:${questionId}:${given}`,
        title: '练习',
        subjectId: bank.subjectId,
        paperId: null,
        questionIds: [questionId],
        answers: new Map([[questionId, given]]),
        timeLimitSeconds: null,
        startedAt: new Date().toISOString(),
        submittedAt: new Date().toISOString(),
        elapsedSeconds: 30,
        submitType: 'direct',
      },
    ]);
  const auditActions = async (id: number) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'qb_question')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('writes a single-choice question with a text and an audio analysis, sanitised, and finds it', async () => {
    const audio = await upload('讲解.wav', wavSecond());
    expect(audio).toMatchObject({ code: 200, data: { kind: 'audio', durationSeconds: 1 } });
    const created = await save({
      ...single,
      source: '2024 国考',
      analyses: [...single.analyses, { type: 'audio', analysis: '', mediaId: audio.data.id }],
    });
    expect(created).toMatchObject({ code: 200, msg: ConsoleQuestionMsg.saved });
    const question = await detail(created.data.id);
    expect(question).toMatchObject({
      typeCode: 'single_choose',
      options: ['首当其冲', '差强人意', '七月流火', '不刊之论'],
      answer: 'D',
      score: 0.8,
      source: '2024 国考',
      answered: false,
      paper: null,
    });
    expect(question.context).not.toContain('script');
    expect(question.analyses.map((analysis) => analysis.type)).toEqual(['text', 'audio']);
    expect(question.analyses[1]!.media).toMatchObject({ fileName: '讲解.wav', durationSeconds: 1 });

    // The signed address plays the file.
    const played = await t.app.inject({ method: 'GET', url: question.analyses[1]!.media!.url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');

    const found = await list(`keyword=${encodeURIComponent('成语使用正确')}`);
    expect(found.list).toEqual([
      expect.objectContaining({
        id: created.data.id,
        typeName: '单选题',
        answer: 'D',
        catalogueName: '逻辑填空',
        hasMedia: true,
      }),
    ]);
    expect((await list(`keyword=${created.data.id}`)).list.map((row) => row.id)).toEqual([
      created.data.id,
    ]);
    expect(await auditActions(created.data.id)).toEqual(['qb_question.create']);

    // The same text again is the same question.
    expect(await save(single)).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.duplicate(created.data.id),
    });
  });

  it('refuses what cannot be graded in Chinese, changing nothing', async () => {
    const before = (await list('')).total;
    const cases: Array<[object, string]> = [
      [{ context: '<p> </p>' }, ConsoleQuestionMsg.stemRequired],
      [{ options: ['只有一个'] }, ConsoleQuestionMsg.optionsTooFew],
      [{ options: ['甲', '<p></p>', '丙'] }, ConsoleQuestionMsg.optionRequired('B')],
      [{ answer: 'E' }, ConsoleQuestionMsg.answerNotInOptions],
      [{ answer: 'AB' }, ConsoleQuestionMsg.singleAnswer],
      [{ answer: '' }, ConsoleQuestionMsg.answerRequired],
      [{ score: 0.25 }, ConsoleQuestionMsg.scoreInvalid],
      [{ catalogueId: 999999 }, ConsoleQuestionMsg.catalogueNotFound],
      [{ catalogueId: null }, ConsoleQuestionMsg.catalogueRequired],
      [
        { typeCode: 'fill_in', options: ['甲'], answer: ['x'] },
        ConsoleQuestionMsg.noOptions('填空题'),
      ],
      [
        { typeCode: 'fill_in', options: [], answer: ['北京', ' '] },
        ConsoleQuestionMsg.blankRequired(2),
      ],
      [{ typeCode: 'sequencing', options: [], answer: '1,3' }, ConsoleQuestionMsg.sequenceInvalid],
      [
        { analyses: [{ type: 'video', analysis: '', mediaId: null }] },
        ConsoleQuestionMsg.mediaRequired,
      ],
      [
        { analyses: [{ type: 'video', analysis: '', mediaId: 999999 }] },
        ConsoleQuestionMsg.mediaNotFound,
      ],
      [
        { typeCode: 'composite', options: [], answer: '', materials: ['<p>材料</p>'] },
        ConsoleQuestionMsg.childrenRequired,
      ],
      [
        {
          typeCode: 'composite',
          options: [],
          answer: '',
          materials: ['<p>材料</p>'],
          children: [{ ...single, id: null, answer: 'Z' }],
        },
        `${ConsoleQuestionMsg.childPrefix(1)}${ConsoleQuestionMsg.answerNotInOptions}`,
      ],
    ];
    for (const [change, message] of cases) {
      expect(await save({ ...single, context: '<p>一道新题</p>', ...change })).toMatchObject({
        code: 400,
        msg: message,
      });
    }
    // A renamed document is no audio file.
    expect(await upload('讲解.mp3', Buffer.from('%PDF-1.4 not audio at all'))).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.mediaUnreadable,
    });
    expect((await list('')).total).toBe(before);
  });

  it('writes every type, and a material group with its materials and sub-questions', async () => {
    const leaf = { difficulty: 2, score: 1, wordsNum: null, analyses: [] };
    const types = [
      {
        typeCode: 'true_false_choose',
        context: '<p>判断：水在标准大气压下 100℃ 沸腾。</p>',
        options: [],
        answer: 'A',
      },
      {
        typeCode: 'multiple_choose',
        context: '<p>多选：下列属于直辖市的有</p>',
        options: ['北京', '南京', '天津'],
        answer: 'CA',
      },
      {
        typeCode: 'fill_in',
        context: '<p>中国的首都是____，最大的城市是____。</p>',
        options: [],
        answer: ['北京|北京市', '上海'],
      },
      {
        typeCode: 'sequencing',
        context: '<p>把句子排成通顺的一段。</p>',
        options: [],
        answer: '3,1,2',
      },
      {
        typeCode: 'short_answer',
        context: '<p>概括材料反映的问题。</p>',
        options: [],
        answer: '<p>参考要点</p>',
        wordsNum: 200,
      },
    ];
    for (const entry of types) {
      const saved = await save({ ...leaf, ...entry });
      expect(saved).toMatchObject({ code: 200 });
      const question = await detail(saved.data.id);
      if (entry.typeCode === 'true_false_choose')
        expect(question.options).toEqual(['正确', '错误']);
      if (entry.typeCode === 'multiple_choose') expect(question.answer).toBe('AC');
      if (entry.typeCode === 'fill_in') expect(question.answer).toEqual(['北京|北京市', '上海']);
      if (entry.typeCode === 'short_answer') expect(question.wordsNum).toBe(200);
    }

    const group = await save({
      typeCode: 'composite',
      context: '',
      options: [],
      answer: '',
      ...leaf,
      materials: ['<p>2024 年某市粮食产量 120 万吨，比上年增长 5%。</p>'],
      children: [
        {
          ...single,
          id: null,
          context: '<p>2023 年产量约为多少？</p>',
          options: ['110', '114', '120', '126'],
          answer: 'B',
        },
        {
          ...single,
          id: null,
          context: '<p>增长量约为多少？</p>',
          options: ['5', '6', '7', '8'],
          answer: 'B',
        },
      ],
    });
    expect(group).toMatchObject({ code: 200 });
    const question = await detail(group.data.id);
    expect(question.materials).toHaveLength(1);
    expect(question.children.map((child) => child.answer)).toEqual(['B', 'B']);
    const row = (await list(`typeCode=composite`)).list.find((entry) => entry.id === group.data.id);
    expect(row).toMatchObject({
      children: 2,
      score: 1.6,
      stem: expect.stringContaining('粮食产量'),
    });
  });

  it('corrects a question learners answered in place: same id, type fixed, later grading by the new key', async () => {
    const created = await save({ ...single, context: '<p>会被更正的题目</p>', answer: 'A' });
    const id = created.data.id;
    await answer(id, 'A');
    const question = await detail(id);
    expect(question.answered).toBe(true);
    // An AI explanation of the old text is thrown away with the correction.
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('ai_explanation')
      .values({
        question_id: id,
        prompt_version: 'v1',
        generation: 1,
        status: 'ready',
        analysis: '旧解析',
        provider: 'local',
        model: 'm',
        claimed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const edit = {
      ...single,
      id,
      context: '<p>更正后的题目</p>',
      answer: 'C',
      analyses: question.analyses.map(({ type, analysis, mediaId }) => ({
        type,
        analysis,
        mediaId,
      })),
    };
    expect(await save({ ...edit, typeCode: 'multiple_choose' })).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.typeLocked,
    });
    expect(await save(edit)).toMatchObject({ code: 200, data: { id } });
    const after = await detail(id);
    expect(after).toMatchObject({ answer: 'C', context: '<p>更正后的题目</p>' });
    const explanations = await t.app.db
      .selectFrom('ai_explanation')
      .select('id')
      .where('question_id', '=', id)
      .execute();
    expect(explanations).toEqual([]);
    // The earlier grade stands.
    const graded = await t.app.db
      .selectFrom('qb_answer')
      .select('is_correct')
      .where('question_id', '=', id)
      .execute();
    expect(graded).toEqual([{ is_correct: 1 }]);
    // Deleting it would take the learner's record with it.
    expect(
      await call(t.app, 'POST', '/console/questions/remove', {
        token: teacher.token,
        body: { id },
      }),
    ).toMatchObject({ code: 400, msg: ConsoleQuestionMsg.inUse });
    expect(await auditActions(id)).toEqual(['qb_question.create', 'qb_question.update']);
  });

  it('changes a material group’s sub-questions by id and keeps the answered ones', async () => {
    const group = await save({
      typeCode: 'composite',
      context: '',
      options: [],
      answer: '',
      difficulty: 3,
      score: 1,
      wordsNum: null,
      analyses: [],
      materials: ['<p>某校有学生 800 人。</p>'],
      children: [
        { ...single, id: null, context: '<p>男生多少人？</p>', answer: 'A' },
        { ...single, id: null, context: '<p>女生多少人？</p>', answer: 'B' },
      ],
    });
    const question = await detail(group.data.id);
    const [first, second] = question.children;
    await answer(first!.id, 'A');
    const body = (children: object[]) => ({
      id: group.data.id,
      typeCode: 'composite',
      context: '',
      options: [],
      answer: '',
      difficulty: 3,
      score: 1,
      wordsNum: null,
      analyses: [],
      materials: ['<p>某校有学生 900 人。</p>'],
      children,
    });
    const part = (child: ConsoleQuestion['children'][number]) => ({
      id: child.id,
      typeCode: child.typeCode,
      context: child.context,
      options: child.options,
      answer: child.answer,
      difficulty: child.difficulty,
      score: child.score,
      wordsNum: child.wordsNum,
      analyses: [],
    });
    // The answered one cannot go.
    expect(await save(body([part(second!)]))).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.childAnswered(1),
    });
    // Another group's sub-question is not this one's.
    expect(await save(body([part(first!), { ...part(second!), id: bank.q.single }]))).toMatchObject(
      { code: 400, msg: ConsoleQuestionMsg.childNotFound },
    );
    // The unanswered one goes, a new one comes, the answered one stays with its id, now second.
    const saved = await save(
      body([{ ...single, id: null, context: '<p>教师多少人？</p>', answer: 'C' }, part(first!)]),
    );
    expect(saved).toMatchObject({ code: 200 });
    const after = await detail(group.data.id);
    expect(after.materials).toEqual(['<p>某校有学生 900 人。</p>']);
    expect(after.children.map((child) => child.id)).toEqual([expect.any(Number), first!.id]);
    expect(after.children[1]!.answered).toBe(true);
    const gone = await t.app.db
      .selectFrom('qb_question')
      .select('id')
      .where('id', '=', second!.id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it('adds a question last to a draft paper only, and deletes one nobody met', async () => {
    const draft = await t.app.db
      .insertInto('qb_paper')
      .values({
        subject_id: bank.subjectId,
        title: '手工组卷',
        year: 2025,
        region: '全国',
        exam_type: '国考',
        examination_level: '',
        time_limit_minutes: 120,
        vip_only: 1,
        description: '',
        sort_order: 0,
        kind: 'draft',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inPaper = await save({
      ...single,
      context: '<p>试卷里的题</p>',
      catalogueId: null,
      paperId: draft.id,
    });
    expect(inPaper).toMatchObject({ code: 200 });
    const question = await detail(inPaper.data.id);
    expect(question).toMatchObject({
      paper: { id: draft.id, title: '手工组卷', state: 'draft' },
      vipOnly: true,
    });
    expect((await list(`paperId=${draft.id}`)).list.map((row) => row.id)).toEqual([
      inPaper.data.id,
    ]);
    // A published paper takes no new questions here, and keeps the ones it has.
    await t.app.db
      .updateTable('qb_paper')
      .set({ kind: 'past' })
      .where('id', '=', draft.id)
      .execute();
    expect(await save({ ...single, context: '<p>又一题</p>', paperId: draft.id })).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.paperNotDraft,
    });
    const remove = (id: number) =>
      call(t.app, 'POST', '/console/questions/remove', { token: teacher.token, body: { id } });
    expect(await remove(inPaper.data.id)).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.inPublishedPaper,
    });
    await t.app.db
      .updateTable('qb_paper')
      .set({ kind: 'draft' })
      .where('id', '=', draft.id)
      .execute();
    expect(await remove(inPaper.data.id)).toMatchObject({
      code: 200,
      msg: ConsoleQuestionMsg.removed,
    });
    expect(await auditActions(inPaper.data.id)).toEqual([
      'qb_question.create',
      'qb_question.remove',
    ]);
    expect(await remove(inPaper.data.id)).toMatchObject({ code: 404 });
  });

  it('measures a recorded WebM with ffprobe when the in-process reader cannot', async () => {
    const webm = readFileSync(new URL('./media/number-series.webm', import.meta.url));
    const uploaded = await upload('讲题.webm', webm);
    expect(uploaded).toMatchObject({ code: 200, data: { kind: 'video' } });
    expect(uploaded.data.durationSeconds).toBeGreaterThan(0);
  });

  it('is closed to learners', async () => {
    for (const [method, path] of [
      ['GET', '/console/questions'],
      ['GET', `/console/questions/detail?id=${bank.q.single}`],
      ['POST', '/console/questions/save'],
      ['POST', '/console/questions/remove'],
    ] as const) {
      const response = await call(t.app, method, path, {
        token: learner.token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(response.code).toBe(403);
    }
  });

  it('refuses a save over someone else’s, a repeated sub-question, and moves learners’ records with it', async () => {
    const created = await save({ ...single, context: '<p>两人同时修改的题</p>', answer: 'B' });
    const id = created.data.id;
    const opened = await detail(id);
    const edit = { ...single, id, context: '<p>两人同时修改的题</p>', answer: 'C' };
    expect(await save({ ...edit, updatedAt: opened.updatedAt })).toMatchObject({ code: 200 });
    // The second editor opened the same version: their save would overwrite the first unseen.
    expect(await save({ ...edit, answer: 'A', updatedAt: opened.updatedAt })).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.changedMeanwhile,
    });
    expect((await detail(id)).answer).toBe('C');

    // A learner's record of the question follows it to its new knowledge point.
    await answer(id, 'C');
    await t.app.db
      .insertInto('qb_user_question')
      .values({
        user_id: learner.id,
        question_id: id,
        subject_id: bank.subjectId,
        catalogue_id: bank.catalogues.blanks,
        attempts: 1,
        correct_attempts: 1,
        last_correct: 1,
        last_answered_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
      .execute();
    expect(await save({ ...edit, catalogueId: bank.catalogues.reading })).toMatchObject({
      code: 200,
    });
    const progress = await t.app.db
      .selectFrom('qb_user_question')
      .select('catalogue_id')
      .where('question_id', '=', id)
      .execute();
    expect(progress.map((row) => row.catalogue_id)).toEqual([bank.catalogues.reading]);

    const group = await save({
      typeCode: 'composite',
      context: '',
      options: [],
      answer: '',
      difficulty: 3,
      score: 1,
      wordsNum: null,
      analyses: [],
      materials: ['<p>收藏过的材料题</p>'],
      children: [
        { ...single, id: null, context: '<p>收藏过的小题一</p>' },
        { ...single, id: null, context: '<p>收藏过的小题二</p>' },
      ],
    });
    const [first, second] = (await detail(group.data.id)).children;
    const body = (children: object[]) => ({
      id: group.data.id,
      typeCode: 'composite',
      context: '',
      options: [],
      answer: '',
      difficulty: 3,
      score: 1,
      wordsNum: null,
      analyses: [],
      materials: ['<p>收藏过的材料题</p>'],
      children,
    });
    const part = (child: ConsoleQuestion['children'][number]) => ({
      ...single,
      id: child.id,
      context: child.context,
      answer: child.answer,
    });
    expect(await save(body([part(first!), part(first!)]))).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.childRepeated,
    });
    // A learner kept the second in their favourites: it stays.
    await t.app.db
      .insertInto('qb_favorite')
      .values({
        user_id: learner.id,
        question_id: second!.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await save(body([part(first!)]))).toMatchObject({
      code: 400,
      msg: ConsoleQuestionMsg.childAnswered(2),
    });
  });
});
