import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  renderInApp,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import {
  HOMEWORK_ID,
  SHEET_CALL,
  SUBMIT_CALL,
  WAIT,
  answer,
  sheet,
  submission,
} from '../test-utils';
import HomeworkDetailPage from './homework-detail-page';
import HomeworkSubmitPage from './homework-submit-page';
import MyhomeworkDetailPage from './myhomework-detail-page';
import PreviewHomeworkPage from './preview-homework-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('the homework detail', () => {
  it('introduces the homework and starts it', async () => {
    fakeApi({ [SHEET_CALL]: { data: sheet() } }, { signedIn: true });
    renderInApp(<HomeworkDetailPage />, { path: `/homeworkDetail?id=${HOMEWORK_ID}` });
    expect(await screen.findByRole('heading', { name: '第三讲课后作业' }, WAIT)).toBeTruthy();
    expect(screen.getByText('请在周五前完成，主观题可拍照上传手写作答。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '申论系统提分班' }).getAttribute('href')).toBe(
      '/personalCenter/homeworkList?courseId=12',
    );
    expect(screen.getByText('第三讲 基层治理')).toBeTruthy();
    expect(screen.getByText('共3题，满分50分')).toBeTruthy();
    expect(screen.getByText('2026-05-20 23:59')).toBeTruthy();
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开始作业' }).getAttribute('href')).toBe(
      `/doHomework?id=${HOMEWORK_ID}`,
    );
  });

  it.each([
    [{ state: 'draft' as const }, true, '继续作答', `/doHomework?id=${HOMEWORK_ID}`],
    [{ state: 'submitted' as const }, false, '查看提交', `/myhomeworkDetail?id=${HOMEWORK_ID}`],
    [
      { state: 'corrected' as const, score: 40 },
      false,
      '查看批改结果',
      `/answerSheet?id=${HOMEWORK_ID}`,
    ],
  ])('offers the way on for %o', async (state, mayAnswer, label, href) => {
    fakeApi(
      { [SHEET_CALL]: { data: sheet({ submission: submission(state), mayAnswer }) } },
      { signedIn: true },
    );
    renderInApp(<HomeworkDetailPage />, { path: `/homeworkDetail?id=${HOMEWORK_ID}` });
    expect((await screen.findByRole('link', { name: label }, WAIT)).getAttribute('href')).toBe(
      href,
    );
  });

  it('says why a closed homework cannot be answered', async () => {
    fakeApi(
      {
        [SHEET_CALL]: {
          data: sheet({
            homework: { ...sheet().homework, overdue: true },
            mayAnswer: false,
            answerRefusal: '作业已截止，不能再提交',
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<HomeworkDetailPage />, { path: `/homeworkDetail?id=${HOMEWORK_ID}` });
    expect(await screen.findByText('作业已截止，不能再提交', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('已截止')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '开始作业' })).toBeNull();
  });

  it('tells a learner outside the course why, and a missing homework apart', async () => {
    fakeApi(
      { [SHEET_CALL]: { code: 403, msg: '购买或报名本课程后即可完成作业' } },
      { signedIn: true },
    );
    renderInApp(<HomeworkDetailPage />, { path: `/homeworkDetail?id=${HOMEWORK_ID}` });
    expect(await screen.findByText('购买或报名本课程后即可完成作业', {}, WAIT)).toBeTruthy();
    cleanup();
    fakeApi({ [SHEET_CALL]: { code: 404, msg: '作业不存在或已删除' } }, { signedIn: true });
    renderInApp(<HomeworkDetailPage />, { path: `/homeworkDetail?id=${HOMEWORK_ID}` });
    expect(await screen.findByText('作业不存在或已删除', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的作业' })).toBeTruthy();
  });
});

describe('my handed-in homework', () => {
  it('shows a returned homework with the teacher’s reason and 重新作答', async () => {
    fakeApi(
      {
        [SHEET_CALL]: {
          data: sheet({
            submission: submission({
              state: 'returned',
              submissionId: 50,
              attempt: 1,
              submittedAt: '2026-05-10T06:10:00.000Z',
              returnReason: '照片看不清，请重新拍照',
            }),
            answers: [answer(11, { choice: ['C'] }), answer(13, { text: '我的作答' })],
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<MyhomeworkDetailPage />, { path: `/myhomeworkDetail?id=${HOMEWORK_ID}` });
    expect(await screen.findByText('已退回：老师请你修改后重新提交', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('退回原因：照片看不清，请重新拍照')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新作答' }).getAttribute('href')).toBe(
      `/doHomework?id=${HOMEWORK_ID}`,
    );
    const first = screen.getByRole('article', { name: '第1题' });
    expect(within(first).getByRole('radio', { name: '选项C' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(first).getByRole('radio', { name: '选项C' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('我的作答', { selector: 'p' })).toBeTruthy();
  });

  it('shows a homework waiting for the teacher, and a corrected one with its sheet', async () => {
    fakeApi(
      {
        [SHEET_CALL]: {
          data: sheet({
            submission: submission({
              state: 'submitted',
              submissionId: 50,
              attempt: 1,
              submittedAt: '2026-05-10T06:10:00.000Z',
              late: true,
            }),
            mayAnswer: false,
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<MyhomeworkDetailPage />, { path: `/myhomeworkDetail?id=${HOMEWORK_ID}` });
    expect(await screen.findByText('已提交，待老师批改', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/提交于 2026-05-10 14:10（补交）/)).toBeTruthy();
    cleanup();
    fakeApi(
      {
        [SHEET_CALL]: {
          data: sheet({
            submission: submission({ state: 'corrected', submissionId: 50, attempt: 1, score: 41 }),
            mayAnswer: false,
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<MyhomeworkDetailPage />, { path: `/myhomeworkDetail?id=${HOMEWORK_ID}` });
    expect(await screen.findByText('已批改，得分 41 / 50分', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看答题卡' }).getAttribute('href')).toBe(
      `/answerSheet?id=${HOMEWORK_ID}`,
    );
  });
});

describe('the preview before hand-in', () => {
  it('shows my answers, including those only this browser has, and hands them in', async () => {
    let handedIn = false;
    const api = fakeApi(
      {
        [SHEET_CALL]: () => ({
          data: handedIn
            ? sheet({
                submission: submission({
                  state: 'submitted',
                  submissionId: 50,
                  attempt: 1,
                  submittedAt: '2026-05-10T06:10:00.000Z',
                  objectiveScore: 0,
                }),
                mayAnswer: false,
              })
            : sheet({
                submission: submission({ state: 'draft', rev: 6 }),
                answers: [answer(11, { choice: ['B'] })],
              }),
        }),
        [SUBMIT_CALL]: () => {
          handedIn = true;
          return {
            data: {
              submissionId: 50,
              state: 'submitted',
              submittedAt: '2026-05-10T06:10:00.000Z',
              late: false,
              objectiveScore: 0,
              score: null,
            },
          };
        },
      },
      { signedIn: true },
    );
    // Typed on the answer card and never acknowledged by the server.
    localStorage.setItem(
      `homework-draft:7:${HOMEWORK_ID}`,
      JSON.stringify({
        v: 1,
        attempt: 0,
        rev: 7,
        answers: { 13: { choice: [], text: '只在本机的作答', pictures: [] } },
        at: 1,
      }),
    );
    renderRoutesInApp(
      {
        '/previewHomework': <PreviewHomeworkPage />,
        '/homeworkSubmit': <HomeworkSubmitPage />,
      },
      { path: `/previewHomework?id=${HOMEWORK_ID}`, showWhere: true },
    );
    expect(await screen.findByText('共3题，已答2题，第2题未作答', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('只在本机的作答')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回修改' }).getAttribute('href')).toBe(
      `/doHomework?id=${HOMEWORK_ID}`,
    );
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功', {}, WAIT)).toBeTruthy();
    expect(where()).toBe(`/homeworkSubmit?id=${HOMEWORK_ID}`);
    expect(api.fieldsOf(SUBMIT_CALL)).toEqual([
      {
        homeworkId: HOMEWORK_ID,
        rev: 8,
        answers: [
          { itemId: 11, choice: ['B'] },
          { itemId: 13, text: '只在本机的作答', pictures: [] },
        ],
      },
    ]);
    expect(localStorage.getItem(`homework-draft:7:${HOMEWORK_ID}`)).toBeNull();
  });
});
