import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import type { Sheet } from '../api/homework-sheet';
import { HOMEWORK_ID, ITEMS, SHEET_CALL, WAIT, answer, sheet, submission } from '../test-utils';
import AnswerSheetPage from './answer-sheet-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const EVALUATE_CALL = 'POST /app/saveStudentEvaluation';

function corrected(changes: Partial<Sheet['submission']> = {}): Sheet {
  return sheet({
    items: [
      {
        ...ITEMS[0]!,
        key: 'B',
        analyses: [
          { id: 1, type: 'text', analysis: '<p>乙的说法符合题意。</p>', isAi: 0, thumbsUp: null },
        ],
      },
      { ...ITEMS[1]!, key: '北京' },
      { ...ITEMS[2]!, key: '<p>网格化、精细化、数字化。</p>' },
    ],
    submission: submission({
      submissionId: 50,
      state: 'corrected',
      attempt: 1,
      submittedAt: '2026-05-10T06:10:00.000Z',
      correctedAt: '2026-05-11T02:30:00.000Z',
      teacherName: '王老师',
      score: 34.5,
      objectiveScore: 10,
      comment: '<p>整体思路清晰，注意<strong>层次</strong>。</p>',
      ...changes,
    }),
    answers: [
      answer(11, { choice: ['A'], correct: 0, score: 0 }),
      answer(12, { choice: ['北京'], correct: 1, score: 10 }),
      answer(13, {
        text: '一是网格化管理。',
        pictures: [
          {
            url: 'https://store.example/homework/7/a.jpg',
            previewUrl: '/api/v1/pc/answerPictures/a.jpg?sig=1',
            shapes: [
              { tool: 'tick', x: 0.2, y: 0.3 },
              { tool: 'pen', points: [0.1, 0.1, 0.5, 0.5], color: '#1e88e5' },
            ],
          },
        ],
        score: 24.5,
        comment: '<p>第二点展开不足。</p>',
      }),
    ],
    mayAnswer: false,
    answerRefusal: '作业已提交，不能再修改',
  });
}

/** The photo "loads" at 800×600 (jsdom loads no pictures), so the marks are drawn over it. */
function loadPhoto(img: HTMLElement) {
  Object.defineProperty(img, 'naturalWidth', { value: 800 });
  Object.defineProperty(img, 'naturalHeight', { value: 600 });
  fireEvent.load(img);
}

describe('the corrected answer sheet', () => {
  it('shows the score, the teacher, the comments, right and wrong, and the marked photos', async () => {
    fakeApi({ [SHEET_CALL]: { data: corrected() } }, { signedIn: true });
    renderInApp(<AnswerSheetPage />, { path: `/answerSheet?id=${HOMEWORK_ID}` });

    const summary = await screen.findByRole('region', { name: '批改结果' }, WAIT);
    expect(within(summary).getByLabelText('总得分').textContent).toBe('34.5 / 50分');
    expect(within(summary).getByText('王老师')).toBeTruthy();
    expect(within(summary).getByText('2026-05-11 10:30')).toBeTruthy();
    expect(within(summary).getByText('10分')).toBeTruthy();
    const overall = screen.getByRole('region', { name: '老师总评' });
    expect(overall.querySelector('strong')?.textContent).toBe('层次');

    const first = screen.getByRole('article', { name: '第1题' });
    expect(within(first).getByText('错误')).toBeTruthy();
    expect(within(first).getByLabelText('本题得分').textContent).toBe('0 / 10分');
    expect(within(first).getByRole('radio', { name: '选项A' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(first).getByText('乙的说法符合题意。')).toBeTruthy();
    expect(within(first).getAllByText('B').length).toBeGreaterThan(0);
    const second = screen.getByRole('article', { name: '第2题' });
    expect(within(second).getByText('正确')).toBeTruthy();

    const third = screen.getByRole('article', { name: '第3题' });
    expect(within(third).getByLabelText('本题得分').textContent).toBe('24.5 / 30分');
    expect(within(third).getByText('一是网格化管理。')).toBeTruthy();
    expect(within(third).getByText('第二点展开不足。')).toBeTruthy();
    expect(within(third).getByText('网格化、精细化、数字化。')).toBeTruthy();
    loadPhoto(within(third).getByRole('img', { name: '第3题照片1' }));
    const marks = within(third).getByRole('img', { name: '老师批注 2 处' });
    expect(marks.querySelector('[data-mark="tick"]')).toBeTruthy();
    expect(marks.querySelector('[data-mark="pen"]')?.getAttribute('stroke')).toBe('#1e88e5');

    // A click shows the photo large, marks and all.
    fireEvent.click(within(third).getByRole('button', { name: '放大查看第3题照片1' }));
    const dialog = await screen.findByRole('dialog');
    loadPhoto(within(dialog).getByRole('img', { name: '第3题照片1（大图）' }));
    expect(within(dialog).getByRole('img', { name: '老师批注 2 处' })).toBeTruthy();
  });

  it('takes my rating of the correction once and then shows it', async () => {
    const api = fakeApi(
      {
        [SHEET_CALL]: { data: corrected() },
        [EVALUATE_CALL]: {
          data: { rating: 4, content: '批注很细', at: '2026-05-11T03:00:00.000Z' },
        },
      },
      { signedIn: true },
    );
    renderInApp(<AnswerSheetPage />, { path: `/answerSheet?id=${HOMEWORK_ID}` });
    const block = await screen.findByRole('region', { name: '评价老师的批改' }, WAIT);
    const submit = within(block).getByRole('button', { name: '提交评价' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const stars = within(block).getAllByRole('radio');
    fireEvent.click(stars[3]!);
    fireEvent.change(within(block).getByRole('textbox', { name: '评价内容' }), {
      target: { value: '批注很细' },
    });
    fireEvent.click(within(block).getByRole('button', { name: '提交评价' }));
    const given = await screen.findByRole('region', { name: '我的评价' }, WAIT);
    expect(within(given).getByText('批注很细')).toBeTruthy();
    expect(within(given).getByText('评价于 2026-05-11 11:00')).toBeTruthy();
    expect(api.fieldsOf(EVALUATE_CALL)).toEqual([
      { submissionId: 50, rating: 4, content: '批注很细' },
    ]);
  });

  it('shows a rating given before read-only', async () => {
    fakeApi(
      {
        [SHEET_CALL]: {
          data: corrected({
            evaluation: { rating: 5, content: '', at: '2026-05-11T03:00:00.000Z' },
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<AnswerSheetPage />, { path: `/answerSheet?id=${HOMEWORK_ID}` });
    const given = await screen.findByRole('region', { name: '我的评价' }, WAIT);
    expect(within(given).queryByRole('button', { name: '提交评价' })).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '评价老师的批改' })).toBeNull(),
    );
  });

  it('waits for the correction before showing the sheet', async () => {
    fakeApi(
      {
        [SHEET_CALL]: {
          data: sheet({
            submission: submission({ state: 'submitted', submissionId: 50, attempt: 1 }),
            mayAnswer: false,
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<AnswerSheetPage />, { path: `/answerSheet?id=${HOMEWORK_ID}` });
    expect(await screen.findByText('老师批改后即可查看答题卡', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的作业' }).getAttribute('href')).toBe(
      `/myhomeworkDetail?id=${HOMEWORK_ID}`,
    );
  });
});
