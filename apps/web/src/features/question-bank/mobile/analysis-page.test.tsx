import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question, Report, Review } from '@shangan/shared/contracts/question-bank';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import AnalysisPage from './analysis-page';
import ExerciseReportPage from './exercise-report-page';
import { renderPages, whereNow } from './practice/test-kit';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

const options = ['甲', '乙', '丙', '丁'].map((text, index) => ({
  optionHead: String.fromCharCode(65 + index),
  content: `<p>${text}</p>`,
}));

function question(id: number, changes: Partial<Question> = {}): Question {
  return {
    id,
    questionTypeCode: 'single_choose',
    context: `<p>第${id}号题的题干</p>`,
    questionOptionList: options,
    answerSize: 1,
    difficulty: 2,
    score: 1,
    wordsNum: null,
    knowledgePoint: { id: 1, name: '言语理解' },
    source: '',
    vipOnly: false,
    isStarred: false,
    materialContext: [],
    sonQuestion: [],
    ...changes,
  };
}

const REPORT: Report = {
  exerciseId: 41,
  title: '言语理解·专项练习',
  kind: 'catalogue',
  subjectId: 1,
  paperId: null,
  catalogueId: 2,
  score: 1,
  totalScore: 3,
  questionCount: 3,
  answeredCount: 2,
  correctCount: 1,
  wrongCount: 1,
  unansweredCount: 1,
  ungradedCount: 0,
  accuracy: 33.3,
  elapsedSeconds: 200,
  averageSeconds: 66,
  submittedAt: '2026-01-01T08:00:00.000Z',
  rank: 2,
  rankTotal: 5,
  beatPercent: 75,
  knowledgePoints: [{ id: 1, name: '言语理解', total: 3, correct: 1, accuracy: 33.3 }],
  answerCard: [
    { questionId: 201, parentId: null, index: 1, result: 'wrong', timeSpent: 30 },
    { questionId: 202, parentId: null, index: 2, result: 'correct', timeSpent: 20 },
    { questionId: 203, parentId: null, index: 3, result: 'unanswered', timeSpent: 0 },
  ],
};

const REVIEW: Review = {
  report: REPORT,
  questions: [
    question(201, {
      answer: 'D',
      answerList: ['D'],
      analysisList: [
        { id: 1, type: 'text', analysis: '<p>第一种解法</p>', isAi: 0, thumbsUp: null },
        { id: 2, type: 'text', analysis: '<p>第二种解法</p>', isAi: 0, thumbsUp: null },
        { id: 3, type: 'video', analysis: '9', isAi: 0, thumbsUp: null },
        { id: 4, type: 'audio', analysis: '/media/4?sig=a', isAi: 0, thumbsUp: null },
      ],
    }),
    question(202, { answer: 'A', answerList: ['A'], analysisList: [] }),
    // VIP content without the right: the server sends neither key nor analyses.
    question(203, { vipOnly: true, locked: true, lockedReason: 'vip' }),
  ],
  userAnswers: [
    { questionId: 201, answer: 'B', answerList: ['B'], url: [], timeSpent: 30, isCorrect: 0 },
    { questionId: 202, answer: 'A', answerList: ['A'], url: [], timeSpent: 20, isCorrect: 1 },
  ],
};

describe('the mobile report and analysis', () => {
  it('shows the score, rank and the answer card by result; a number opens its analysis', async () => {
    fakeApi({ 'POST /v2/userExerciseLog/exerciseReport': { data: REPORT } }, { signedIn: true });
    renderPages(
      { '/questionBank/exerciseReport': <ExerciseReportPage /> },
      '/questionBank/exerciseReport?exerciseId=41',
    );
    await screen.findByTestId('report-rank', {}, WAIT);
    expect(screen.getByTestId('report-rank').textContent).toBe('排名第 2 / 5，击败了 75% 的考生');
    screen.getByText('3分20秒');
    const cardNav = screen.getByRole('navigation', { name: '答题卡' });
    const states = within(cardNav)
      .getAllByRole('button')
      .map((cell) => cell.dataset.state);
    expect(states).toEqual(['wrong', 'correct', 'unanswered']);
    fireEvent.click(within(cardNav).getByRole('button', { name: '第1题' }));
    expect(whereNow()).toBe('/questionBank/analysis?exerciseId=41&questionId=201');
  });

  it('sets my answer against the key with the analyses: tabs, video, audio, none, VIP', async () => {
    const api = fakeApi(
      {
        'POST /v2/userExerciseLog/getExerciseQuestionUserAnswer': { data: REVIEW },
        'POST /media/playUrl': { data: { url: '/gxw-web-student/media/9?sig=v', expiresAt: 'x' } },
      },
      { signedIn: true },
    );
    renderPages(
      { '/questionBank/analysis': <AnalysisPage /> },
      '/questionBank/analysis?exerciseId=41',
    );
    await screen.findByText('第201号题的题干', {}, WAIT);
    expect(screen.getByTestId('my-answer').textContent).toBe('B');
    screen.getByText('回答错误');
    expect(screen.getByTestId('right-answer').textContent).toBe('D');
    // The key and my wrong choice are marked on the options.
    expect(screen.getByRole('radio', { name: '选项D' }).className).toMatch(/right/);
    expect(screen.getByRole('radio', { name: '选项B' }).className).toMatch(/wrong/);
    // Several text analyses: one tab each.
    screen.getByRole('tab', { name: '文字解析1' });
    fireEvent.click(screen.getByRole('tab', { name: '文字解析2' }));
    await screen.findByText('第二种解法');
    expect(screen.getByLabelText('音频解析').getAttribute('src')).toBe('/media/4?sig=a');
    // The video's signed address is asked for only when it is played.
    expect(api.fieldsOf('POST /media/playUrl')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '播放视频解析' }));
    await waitFor(() =>
      expect(screen.getByLabelText('视频解析').getAttribute('src')).toBe(
        '/gxw-web-student/media/9?sig=v',
      ),
    );
    expect(api.fieldsOf('POST /media/playUrl')).toEqual([{ questionId: 201, analysisId: 3 }]);
    screen.getByRole('button', { name: '生成AI解析' });

    fireEvent.click(screen.getByRole('button', { name: /下一题/ }));
    await screen.findByText('第202号题的题干');
    screen.getByText('回答正确');
    screen.getByText('本题暂无解析');

    fireEvent.click(screen.getByRole('button', { name: /下一题/ }));
    await screen.findByText('本题答案与解析为VIP专享，开通VIP后即可查看。');
    expect(screen.queryByRole('button', { name: '生成AI解析' })).toBeNull();
    expect(whereNow()).toBe('/questionBank/analysis?exerciseId=41&questionId=203');
  });

  it('shows only the questions not answered right with 只看错题', async () => {
    fakeApi(
      { 'POST /v2/userExerciseLog/getExerciseQuestionUserAnswer': { data: REVIEW } },
      { signedIn: true },
    );
    renderPages(
      { '/questionBank/analysis': <AnalysisPage /> },
      '/questionBank/analysis?exerciseId=41&only=wrong',
    );
    await screen.findByText('第201号题的题干', {}, WAIT);
    expect(screen.getByTestId('analysis-progress').textContent).toBe('1/2');
    fireEvent.click(screen.getByRole('button', { name: /下一题/ }));
    await screen.findByText('第203号题的题干');
    fireEvent.click(screen.getByText('全部解析'));
    await waitFor(() => expect(screen.getByTestId('analysis-progress').textContent).toBe('3/3'));
  });
});
