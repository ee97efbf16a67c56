import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  CorrectHomework,
  EvaluateCorrection,
  GetCorrectionQueue,
  HomeworkSheet,
  ListMyHomework,
  SaveHomeworkDraft,
  SubmitHomework,
} from '@shangan/shared/contracts/homework';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  createHomework,
  newStudent,
  newTeacher,
  snapshot,
  uploadConfig,
  uploadPhoto,
} from './homework.test-support.ts';

/**
 * The homework loop on both engines: a student saves a draft (text, choices, a photo), finds it
 * again, hands in once; the teacher of the course sees it in the queue, scores it, comments and
 * marks the photo; the student reads the corrected sheet and rates the correction once.
 */
describe.each(engines)('homework on %s', (engine) => {
  let t: TestApp;
  const store = uploadConfig();
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, config: store.config });
  });
  afterAll(async () => {
    await t.close();
    store.remove();
  });

  const sheet = (token: string, id: number, type: 'student' | 'teacher' = 'student') =>
    call<HomeworkSheet>(t.app, 'GET', `/app/studentAnswers/${id}`, { token, query: { type } });
  const save = (token: string, body: object) =>
    call<DataOf<typeof SaveHomeworkDraft>>(t.app, 'POST', '/app/studentAnswers/update', {
      token,
      body,
    });
  const submit = (token: string, body: object) =>
    call<DataOf<typeof SubmitHomework>>(t.app, 'POST', '/app/studentAnswers', { token, body });
  const correct = (token: string, submissionId: number, body: object) =>
    call<DataOf<typeof CorrectHomework>>(t.app, 'PUT', `/app/studentAnswers/${submissionId}`, {
      token,
      body,
    });

  it('goes from a draft to a corrected, marked and rated answer sheet', async () => {
    const hw = await createHomework(t.app);
    const student = await newStudent(t.app, hw.courseId);
    const teacher = await newTeacher(t.app, hw.courseId);
    const photo = await uploadPhoto(t.app, student.token);

    const fresh = await sheet(student.token, hw.id);
    expect(fresh.code).toBe(200);
    expect(fresh.data.submission.state).toBe('todo');
    expect(fresh.data.mayAnswer).toBe(true);
    expect(fresh.data.items.map((item) => item.kind)).toEqual([
      'objective',
      'objective',
      'subjective',
    ]);
    // No key before correction.
    expect(fresh.data.items.every((item) => item.key === null)).toBe(true);

    const [first, second] = hw.objective;
    const draft = await save(student.token, {
      homeworkId: hw.id,
      rev: 1,
      answers: [
        { itemId: first!.itemId, choice: [first!.key] },
        { itemId: hw.photoItemId, text: '我的笔记', pictures: [photo] },
      ],
    });
    expect(draft).toMatchObject({ code: 200, data: { rev: 1, stale: false } });
    // An older save arriving late changes nothing.
    const late = await save(student.token, {
      homeworkId: hw.id,
      rev: 0,
      answers: [{ itemId: hw.photoItemId, text: '旧的内容' }],
    });
    expect(late.data.stale).toBe(true);

    const reopened = await sheet(student.token, hw.id);
    expect(reopened.data.submission).toMatchObject({ state: 'draft', rev: 1 });
    const photoAnswer = reopened.data.answers.find((a) => a.itemId === hw.photoItemId)!;
    expect(photoAnswer.text).toBe('我的笔记');
    expect(photoAnswer.pictures.map((p) => p.url)).toEqual([photo]);
    expect(photoAnswer.pictures[0]!.previewUrl).not.toBe('');
    expect(reopened.data.answers[0]!.choice).toEqual([first!.key]);

    // A photo-only save keeps the text saved before: only the fields sent change.
    await save(student.token, {
      homeworkId: hw.id,
      rev: 2,
      answers: [{ itemId: hw.photoItemId, pictures: [photo] }],
    });
    // A hand-in from a page that never saw rev 2 would throw newer answers away.
    const stale = await submit(student.token, { homeworkId: hw.id, rev: 1, answers: [] });
    expect(stale).toMatchObject({ code: 400, msg: '作答已在其他页面或设备上更新，请刷新后再提交' });

    const handedIn = await submit(student.token, {
      homeworkId: hw.id,
      rev: 3,
      answers: [{ itemId: second!.itemId, choice: [second!.wrong] }],
    });
    expect(handedIn).toMatchObject({
      code: 200,
      data: { state: 'submitted', late: false, score: null },
    });
    const again = await submit(student.token, { homeworkId: hw.id, answers: [] });
    expect(again).toMatchObject({ code: 400, msg: '作业已提交，请勿重复提交' });
    const lateSave = await save(student.token, { homeworkId: hw.id, answers: [] });
    expect(lateSave).toMatchObject({ code: 400, msg: '作业已提交，不能再修改' });
    // No result before the teacher's correction.
    const waiting = await sheet(student.token, hw.id);
    expect(waiting.data.submission).toMatchObject({ state: 'submitted', objectiveScore: null });
    expect(waiting.data.answers.map((a) => a.correct)).toEqual([null, null, null]);
    expect(waiting.data.answers[2]).toMatchObject({ text: '我的笔记' });
    const rows = await t.app.db
      .selectFrom('hw_submission')
      .select(['attempt', 'state'])
      .where('homework_id', '=', hw.id)
      .execute();
    expect(rows).toEqual([{ attempt: 1, state: 'submitted' }]);

    const queue = await call<DataOf<typeof GetCorrectionQueue>>(
      t.app,
      'GET',
      '/app/homeworkCorrections',
      { token: teacher.token, query: { courseId: hw.courseId } },
    );
    expect(queue.code).toBe(200);
    const row = queue.data.list.find((r) => r.homeworkId === hw.id)!;
    expect(row).toMatchObject({ state: 'submitted', totalScore: 20, late: false });
    expect(queue.data.pending).toBeGreaterThanOrEqual(1);

    const forTeacher = await sheet(teacher.token, row.submissionId, 'teacher');
    expect(forTeacher.code).toBe(200);
    expect(forTeacher.data.items[0]!.key).toBe(first!.key);
    expect(forTeacher.data.answers.map((a) => a.correct)).toEqual([1, 0, null]);
    expect(forTeacher.data.submission).toMatchObject({
      objectiveScore: 3,
      studentName: expect.any(String),
    });

    const corrected = await correct(teacher.token, row.submissionId, {
      action: 'correct',
      comment: '<p>整体不错<script>alert(1)</script></p>',
      items: [
        {
          itemId: hw.photoItemId,
          score: 12.5,
          comment: '<p>笔记清楚</p>',
          marks: [
            {
              picture: photo,
              shapes: [
                { tool: 'tick', x: 0.25, y: 0.5 },
                { tool: 'text', x: 0.5, y: 0.5, text: '很好', color: '#E53935' },
                { tool: 'pen', points: [0.1, 0.1, 0.2, 0.2, 0.3, 0.25] },
              ],
            },
          ],
        },
      ],
    });
    expect(corrected).toMatchObject({ code: 200, data: { state: 'corrected', score: 15.5 } });

    const result = await sheet(student.token, hw.id);
    expect(result.data.submission).toMatchObject({ state: 'corrected', score: 15.5 });
    expect(result.data.submission.comment).toBe('<p>整体不错</p>');
    expect(result.data.items.map((item) => item.key)).toEqual([
      first!.key,
      second!.key,
      '<p>参考要点</p>',
    ]);
    const marked = result.data.answers.find((a) => a.itemId === hw.photoItemId)!;
    expect(marked).toMatchObject({ score: 12.5, comment: '<p>笔记清楚</p>' });
    expect(marked.pictures[0]!.shapes).toEqual([
      { tool: 'tick', x: 0.25, y: 0.5 },
      { tool: 'text', x: 0.5, y: 0.5, text: '很好', color: '#e53935' },
      { tool: 'pen', points: [0.1, 0.1, 0.2, 0.2, 0.3, 0.25] },
    ]);

    const rate = (body: object) =>
      call<DataOf<typeof EvaluateCorrection>>(t.app, 'POST', '/app/saveStudentEvaluation', {
        token: student.token,
        body,
      });
    const rated = await rate({ submissionId: row.submissionId, rating: 5, content: '讲得很细' });
    expect(rated).toMatchObject({ code: 200, data: { rating: 5, content: '讲得很细' } });
    expect(await rate({ submissionId: row.submissionId, rating: 1 })).toMatchObject({
      code: 400,
      msg: '已评价过本次批改',
    });

    const list = await call<DataOf<typeof ListMyHomework>>(t.app, 'GET', '/pc/studentAnswers', {
      token: student.token,
      query: { type: 'corrected' },
    });
    expect(list.data.list.map((item) => [item.homeworkId, item.score])).toContainEqual([
      hw.id,
      15.5,
    ]);
  });

  it('takes one hand-in of many sent at once', async () => {
    const hw = await createHomework(t.app);
    const student = await newStudent(t.app, hw.courseId);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        submit(student.token, {
          homeworkId: hw.id,
          answers: [{ itemId: hw.objective[0]!.itemId, choice: [hw.objective[0]!.key] }],
        }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(
      Array(5).fill('作业已提交，请勿重复提交'),
    );
    const rows = await t.app.db
      .selectFrom('hw_submission')
      .select('attempt')
      .where('homework_id', '=', hw.id)
      .execute();
    expect(rows).toEqual([{ attempt: 1 }]);
  });

  it('keeps the deadline: refused after it, or taken as late where allowed', async () => {
    const closed = await createHomework(t.app, { deadlineInDays: -1, allowLate: false });
    const open = await createHomework(t.app, { deadlineInDays: -1, allowLate: true });
    const student = await newStudent(t.app, closed.courseId);
    const before = await snapshot(t.app);
    const answers = [{ itemId: closed.objective[0]!.itemId, choice: ['A'] }];
    expect(await save(student.token, { homeworkId: closed.id, answers })).toMatchObject({
      code: 400,
      msg: '作业已截止，不能再提交',
    });
    expect(await submit(student.token, { homeworkId: closed.id, answers })).toMatchObject({
      code: 400,
      msg: '作业已截止，不能再提交',
    });
    expect(await snapshot(t.app)).toEqual(before);
    const view = await sheet(student.token, closed.id);
    expect(view.data).toMatchObject({ mayAnswer: false, answerRefusal: '作业已截止，不能再提交' });

    const taken = await submit(student.token, {
      homeworkId: open.id,
      answers: [{ itemId: open.photoItemId, text: '迟交的作答' }],
    });
    expect(taken).toMatchObject({ code: 200, data: { late: true } });
  });

  it('lets a returned homework be redone and handed in again after the deadline', async () => {
    const hw = await createHomework(t.app, { deadlineInDays: 1 });
    const student = await newStudent(t.app, hw.courseId);
    const teacher = await newTeacher(t.app, hw.courseId);
    const first = await submit(student.token, {
      homeworkId: hw.id,
      answers: [{ itemId: hw.photoItemId, text: '第一次作答' }],
    });
    const submissionId = first.data.submissionId;
    expect(
      await correct(teacher.token, submissionId, { action: 'return', returnReason: '  ' }),
    ).toMatchObject({ code: 400, msg: '退回作业时请填写退回原因' });
    const returned = await correct(teacher.token, submissionId, {
      action: 'return',
      returnReason: '照片看不清，请重新拍摄',
    });
    expect(returned).toMatchObject({ code: 200, data: { state: 'returned' } });
    await t.app.db
      .updateTable('hw_homework')
      .set({ deadline_at: new Date(Date.now() - 3_600_000).toISOString(), allow_late: 0 })
      .where('id', '=', hw.id)
      .execute();
    const view = await sheet(student.token, hw.id);
    expect(view.data.submission).toMatchObject({
      state: 'returned',
      returnReason: '照片看不清，请重新拍摄',
    });
    expect(view.data.mayAnswer).toBe(true);
    // The redo is the learner's own until handed in again.
    await save(student.token, {
      homeworkId: hw.id,
      answers: [{ itemId: hw.photoItemId, text: '重做中' }],
    });
    const redoing = await sheet(teacher.token, submissionId, 'teacher');
    expect(redoing.data.answers.every((a) => a.text === '')).toBe(true);
    const again = await submit(student.token, {
      homeworkId: hw.id,
      answers: [{ itemId: hw.photoItemId, text: '重新作答' }],
    });
    expect(again).toMatchObject({ code: 200, data: { state: 'submitted', late: false } });
    const row = await t.app.db
      .selectFrom('hw_submission')
      .select(['attempt', 'return_reason'])
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempt: 2, return_reason: '' });
  });

  it('corrects a homework without subjective questions at hand-in', async () => {
    const hw = await createHomework(t.app);
    await t.app.db.deleteFrom('hw_item').where('id', '=', hw.photoItemId).execute();
    const student = await newStudent(t.app, hw.courseId);
    const done = await submit(student.token, {
      homeworkId: hw.id,
      answers: hw.objective.map((item) => ({ itemId: item.itemId, choice: [item.key] })),
    });
    expect(done).toMatchObject({ code: 200, data: { state: 'corrected', score: 6 } });
    const view = await sheet(student.token, hw.id);
    expect(view.data.submission).toMatchObject({ state: 'corrected', score: 6 });
    expect(view.data.items.map((item) => item.key)).toEqual(hw.objective.map((o) => o.key));
  });
});
