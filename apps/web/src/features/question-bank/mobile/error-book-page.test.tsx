import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import ErrorBookPage, { bySubject } from './error-book-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

const group = (knowledgePointId: number, name: string, subjectId: number, count: number) => ({
  knowledgePointId,
  name,
  subjectId,
  subjectName: subjectId === 1 ? '行测' : '公共基础知识',
  count,
  lastWrongAt: '2026-11-21T02:50:00.000Z',
});

const BOOK = {
  total: 6,
  masteredCount: 3,
  removeStreak: 2,
  groups: [group(13, '逻辑判断', 1, 2), group(30, '经济知识', 3, 1), group(16, '表格资料', 1, 3)],
};

const ROUTES = { '/errorBook': <ErrorBookPage /> };

describe('the mobile error book', () => {
  it('groups the knowledge points under their subjects with counts', () => {
    expect(
      bySubject(BOOK.groups).map((subject) => [
        subject.subjectName,
        subject.count,
        subject.groups.map((item) => item.name),
      ]),
    ).toEqual([
      ['行测', 5, ['逻辑判断', '表格资料']],
      ['公共基础知识', 1, ['经济知识']],
    ]);
  });

  it('practises one knowledge point again on the practice screen', async () => {
    const api = fakeApi(
      {
        'POST /v2/userExerciseLog/errorQuestionLog': { data: BOOK },
        'POST /v2/userExerciseLog/errorQuestionPractice': {
          data: { exercise: { id: 88 }, questions: [], userAnswers: [] },
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/errorBook');

    expect((await screen.findByTestId('error-total', {}, WAIT)).textContent).toBe('6');
    expect(screen.getByText('连续答对 2 次的题目会自动移出错题本')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重练表格资料' }));
    fireEvent.click(await screen.findByText('重练 20 题'));

    await waitFor(() => expect(mobileWhere()).toBe('/questionBank/specificTest?exerciseId=88'));
    expect(api.fieldsOf('POST /v2/userExerciseLog/errorQuestionPractice')).toEqual([
      { count: 20, knowledgePointId: 16 },
    ]);
  });

  it('says so when every wrong question has been mastered', async () => {
    fakeApi(
      {
        'POST /v2/userExerciseLog/errorQuestionLog': {
          data: { total: 0, masteredCount: 4, removeStreak: 2, groups: [] },
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/errorBook');

    expect(await screen.findByText('错题都已掌握', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('已移出 4 道错题，继续保持！')).toBeTruthy();
  });
});
