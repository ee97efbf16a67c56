import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  GetCorrectionQueue,
  HomeworkSheet,
  SubmitHomework,
} from '@shangan/shared/contracts/homework';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  courseIdOf,
  createHomework,
  newStudent,
  newTeacher,
  SHENLUN,
  snapshot,
  uploadConfig,
  uploadPhoto,
} from './homework.test-support.ts';

/**
 * Homework as a hostile learner or teacher sees it: another student's answers, another
 * course's teacher, a learner who never held the course, photos of other people, and bad input
 * on every route — each refused with a Chinese message, changing nothing.
 */
const CHINESE = /[\u4e00-\u9fff]/;

describe.each(engines)('homework attacked on %s', (engine) => {
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
    call(t.app, 'POST', '/app/studentAnswers/update', { token, body });
  const submit = (token: string, body: object) =>
    call<DataOf<typeof SubmitHomework>>(t.app, 'POST', '/app/studentAnswers', { token, body });
  const correct = (token: string, submissionId: number, body: object) =>
    call(t.app, 'PUT', `/app/studentAnswers/${submissionId}`, { token, body });

  /** A homework with a hand-in of a student holding a photo, and the course's teacher. */
  async function handedIn() {
    const hw = await createHomework(t.app);
    const student = await newStudent(t.app, hw.courseId);
    const teacher = await newTeacher(t.app, hw.courseId);
    const photo = await uploadPhoto(t.app, student.token);
    const done = await submit(student.token, {
      homeworkId: hw.id,
      answers: [{ itemId: hw.photoItemId, text: '答案', pictures: [photo] }],
    });
    expect(done.code).toBe(200);
    return { hw, student, teacher, photo, submissionId: done.data.submissionId };
  }

  it("keeps one student's answers from another", async () => {
    const { hw, submissionId } = await handedIn();
    const other = await newStudent(t.app, hw.courseId);
    const own = await sheet(other.token, hw.id);
    expect(own.data.submission).toMatchObject({ state: 'todo', submissionId: null });
    expect(own.data.answers.every((a) => a.text === '' && a.pictures.length === 0)).toBe(true);
    const asTeacher = await sheet(other.token, submissionId, 'teacher');
    expect(asTeacher).toMatchObject({ code: 403, msg: '无批改权限' });
    const rate = await call(t.app, 'POST', '/app/saveStudentEvaluation', {
      token: other.token,
      body: { submissionId, rating: 1 },
    });
    expect(rate).toMatchObject({ code: 404, msg: '作业提交记录不存在' });
    const correctAsStudent = await correct(other.token, submissionId, {
      action: 'return',
      returnReason: '重做',
    });
    expect(correctAsStudent).toMatchObject({ code: 403, msg: '无批改权限' });
  });

  it("refuses a teacher of another course, and lists none of that course's work", async () => {
    const { submissionId, hw } = await handedIn();
    const stranger = await newTeacher(t.app, await courseIdOf(t.app, SHENLUN));
    const before = await snapshot(t.app);
    expect(await sheet(stranger.token, submissionId, 'teacher')).toMatchObject({
      code: 403,
      msg: '只有本课程的授课老师可以批改该作业',
    });
    expect(
      await correct(stranger.token, submissionId, { action: 'return', returnReason: '重做' }),
    ).toMatchObject({ code: 403, msg: '只有本课程的授课老师可以批改该作业' });
    const queue = await call<DataOf<typeof GetCorrectionQueue>>(
      t.app,
      'GET',
      '/app/homeworkCorrections',
      { token: stranger.token },
    );
    expect(queue.data.list.some((row) => row.homeworkId === hw.id)).toBe(false);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('refuses a learner who does not hold the course', async () => {
    const hw = await createHomework(t.app);
    const outsider = await createLearner(t.app.db);
    const before = await snapshot(t.app);
    expect(await sheet(outsider.token, hw.id)).toMatchObject({
      code: 403,
      msg: '购买或报名本课程后即可完成作业',
    });
    expect(await save(outsider.token, { homeworkId: hw.id, answers: [] })).toMatchObject({
      code: 403,
    });
    expect(await submit(outsider.token, { homeworkId: hw.id, answers: [] })).toMatchObject({
      code: 403,
    });
    expect(await snapshot(t.app)).toEqual(before);
  });

  it("refuses another person's photo in an answer", async () => {
    const hw = await createHomework(t.app);
    const student = await newStudent(t.app, hw.courseId);
    const other = await newStudent(t.app, hw.courseId);
    const theirs = await uploadPhoto(t.app, other.token);
    const before = await snapshot(t.app);
    const res = await save(student.token, {
      homeworkId: hw.id,
      answers: [{ itemId: hw.photoItemId, pictures: [theirs] }],
    });
    expect(res).toMatchObject({ code: 400, msg: '图片地址无效，请重新上传' });
    const foreign = await save(student.token, {
      homeworkId: hw.id,
      answers: [{ itemId: hw.photoItemId, pictures: ['https://evil.example/x.png'] }],
    });
    expect(foreign.code).toBe(400);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('answers bad input with a Chinese message and changes nothing', async () => {
    const { hw, teacher, submissionId, photo } = await handedIn();
    const student = await newStudent(t.app, hw.courseId);
    const foreignHw = await createHomework(t.app);
    const before = await snapshot(t.app);
    const obj = hw.objective[0]!.itemId;
    const refusals = [
      await save(student.token, { homeworkId: 0, answers: [] }),
      await save(student.token, { homeworkId: 99_999_999, answers: [] }),
      await save(student.token, { homeworkId: hw.id }),
      await save(student.token, {
        homeworkId: hw.id,
        answers: [{ itemId: foreignHw.photoItemId, text: 'x' }],
      }),
      await save(student.token, { homeworkId: hw.id, answers: [{ itemId: obj, choice: ['Z'] }] }),
      await save(student.token, {
        homeworkId: hw.id,
        answers: [{ itemId: obj, choice: ['A', 'B'] }],
      }),
      await save(student.token, {
        homeworkId: hw.id,
        answers: [{ itemId: hw.photoItemId, text: '字'.repeat(5001) }],
      }),
      await save(student.token, {
        homeworkId: hw.id,
        answers: [{ itemId: hw.photoItemId, pictures: Array(9).fill(photo) }],
      }),
      await save(student.token, { homeworkId: hw.id, rev: -1, answers: [] }),
      await save(student.token, { homeworkId: hw.id, rev: 3_000_000_000, answers: [] }),
      await submit(student.token, { homeworkId: hw.id, answers: [] }),
      await sheet(student.token, 0),
      await call(t.app, 'GET', '/pc/studentAnswers', {
        token: student.token,
        query: { type: 'nope' },
      }),
      await correct(teacher.token, submissionId, { action: 'correct', items: [] }),
      await correct(teacher.token, submissionId, {
        action: 'correct',
        items: [{ itemId: hw.photoItemId, score: 14.5 }],
      }),
      await correct(teacher.token, submissionId, {
        action: 'correct',
        items: [{ itemId: hw.photoItemId, score: 3.3 }],
      }),
      await correct(teacher.token, submissionId, {
        action: 'correct',
        items: [
          { itemId: hw.photoItemId, score: 3 },
          { itemId: obj, score: 3 },
        ],
      }),
      await correct(teacher.token, submissionId, {
        action: 'correct',
        items: [
          {
            itemId: hw.photoItemId,
            score: 3,
            marks: [{ picture: 'https://evil.example/x.png', shapes: [] }],
          },
        ],
      }),
      await correct(teacher.token, submissionId, {
        action: 'correct',
        items: [
          {
            itemId: hw.photoItemId,
            score: 3,
            marks: [{ picture: photo, shapes: [{ tool: 'tick', x: 1.5, y: 0 }] }],
          },
        ],
      }),
      await correct(teacher.token, submissionId, {
        action: 'correct',
        items: [
          {
            itemId: hw.photoItemId,
            score: 3,
            marks: [{ picture: photo, shapes: [{ tool: 'pen', points: [0.1] }] }],
          },
        ],
      }),
      await correct(teacher.token, submissionId, {
        action: 'correct',
        items: [
          {
            itemId: hw.photoItemId,
            score: 3,
            marks: [{ picture: photo, shapes: [{ tool: 'text', x: 0.1, y: 0.1, text: ' ' }] }],
          },
        ],
      }),
      await correct(teacher.token, submissionId, { action: 'grade' }),
      await call(t.app, 'POST', '/app/saveStudentEvaluation', {
        token: student.token,
        body: { submissionId, rating: 6 },
      }),
    ];
    for (const res of refusals) {
      expect(res.code, JSON.stringify(res)).not.toBe(200);
      expect(res.msg, JSON.stringify(res)).toMatch(CHINESE);
    }
    expect(refusals[4]!.msg).toBe('第1题：选项 Z 不存在');
    expect(refusals[10]!.msg).toBe('请至少完成一道题后再提交');
    expect(refusals[13]!.msg).toBe('第3题：请为每道主观题打分');
    expect(await snapshot(t.app)).toEqual(before);
  });
});
