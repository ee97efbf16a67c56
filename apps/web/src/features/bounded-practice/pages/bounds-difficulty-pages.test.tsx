import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  BandRule,
  BoundSet,
  GetBoundQuestion,
  ListBoundRecords,
  ListBoundSets,
  SetProgress,
  SubmitBoundAnswer,
} from '@shangan/shared/contracts/bounded-practice';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import BoundsDifficultyPage from './bounds-difficulty-page';
import BoundsDifficultyTestPage from './bounds-difficulty-test-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

/** A budget for the first answers on a busy machine, not an expectation. */
const WAIT = { timeout: 5_000 };

const RULE: BandRule = {
  roundSize: 10,
  upAtPercent: 80,
  downAtPercent: 40,
  cohortMinAnswers: 30,
  text: '从进阶档开始，每答 10 题为一轮：本轮正确率不低于 80% 升一档，不高于 40% 降一档，其余保持不变。',
};

const BANDS: DataOf<typeof ListBoundSets>['bands'] = [
  {
    code: 'basic',
    name: '基础',
    level: 1,
    minRate: 70,
    maxRate: 100,
    description: '正确率 70% 及以上的题目',
  },
  {
    code: 'advanced',
    name: '进阶',
    level: 2,
    minRate: 45,
    maxRate: 70,
    description: '正确率 45%–70% 的题目',
  },
  {
    code: 'sprint',
    name: '冲刺',
    level: 3,
    minRate: 0,
    maxRate: 45,
    description: '正确率低于 45% 的题目',
  },
];

const PROGRESS: SetProgress = {
  band: 'advanced',
  answeredCount: 9,
  correctCount: 8,
  accuracy: 89,
  timeSpentSeconds: 420,
  roundAnswered: 9,
  roundCorrect: 8,
  roundSize: 10,
  roundsCompleted: 0,
  lastAnsweredAt: '2026-05-01T10:00:00Z',
};

const SET: BoundSet = {
  id: 3,
  subjectId: 1,
  moduleId: 12,
  name: '判断推理·难度分级',
  moduleName: '判断推理',
  intro: '图形推理、定义判断、类比推理与逻辑判断，难度随你每轮的正确率升降。',
  vipOnly: false,
  hasEquity: true,
  band: 'advanced',
  bandCounts: [
    { band: 'basic', questionCount: 52 },
    { band: 'advanced', questionCount: 26 },
    { band: 'sprint', questionCount: 7 },
  ],
  availableCount: 26,
  rule: RULE,
  progress: null,
};

const VIP_SET: BoundSet = {
  ...SET,
  id: 4,
  moduleId: 13,
  name: '常识判断·难度分级',
  moduleName: '常识判断',
  vipOnly: true,
  hasEquity: false,
  availableCount: 0,
};

const LIST: DataOf<typeof ListBoundSets> = {
  subjects: [
    { id: 1, name: '行测' },
    { id: 2, name: '公共基础知识' },
  ],
  subjectId: 1,
  bands: BANDS,
  sets: [SET, VIP_SET],
};

const SERVED: DataOf<typeof GetBoundQuestion> = {
  set: {
    id: 3,
    name: '判断推理·难度分级',
    subjectName: '行测',
    moduleName: '判断推理',
    rule: RULE,
  },
  question: {
    id: 501,
    questionTypeCode: 'single_choose',
    context:
      '<p>行政许可是指行政机关根据公民的申请，经依法审查，准予其从事特定活动的行为。下列属于行政许可的是：</p>',
    questionOptionList: [
      { optionHead: 'A', content: '税务机关征收个人所得税' },
      { optionHead: 'B', content: '市场监管部门颁发营业执照' },
      { optionHead: 'C', content: '公安机关对违章车辆罚款' },
      { optionHead: 'D', content: '法院判决离婚' },
    ],
    answerSize: 1,
    difficulty: 3,
    score: 1,
    wordsNum: null,
    knowledgePoint: { id: 14, name: '定义判断' },
    source: '2024年国考地市级',
    vipOnly: false,
    isStarred: false,
    materialContext: [],
    sonQuestion: [],
  },
  band: 'advanced',
  difficulty: {
    source: 'cohort',
    ratePercent: 62,
    answerCount: 128,
    authoredLevel: 3,
    text: '全站正确率 62%（128 人次作答）',
  },
  servedAt: '2026-05-01T10:00:00Z',
  progress: PROGRESS,
};

const GRADED: DataOf<typeof SubmitBoundAnswer> = {
  questionId: 501,
  isCorrect: true,
  userAnswer: 'B',
  answer: 'B',
  answerList: ['B'],
  analysisList: [
    {
      id: 9,
      type: 'text',
      analysis: '<p>颁发营业执照是准予从事经营活动，属于行政许可。</p>',
      isAi: 0,
      thumbsUp: null,
    },
  ],
  difficulty: SERVED.difficulty,
  progress: {
    ...PROGRESS,
    band: 'sprint',
    answeredCount: 10,
    correctCount: 9,
    accuracy: 90,
    roundAnswered: 0,
    roundCorrect: 0,
    roundsCompleted: 1,
  },
  round: {
    roundNo: 1,
    bandBefore: 'advanced',
    bandAfter: 'sprint',
    result: 'up',
    answered: 10,
    correct: 9,
    accuracy: 90,
    createdAt: '2026-05-01T10:05:00Z',
  },
};

const RECORDS: DataOf<typeof ListBoundRecords> = {
  list: [
    {
      setId: 3,
      setName: '判断推理·难度分级',
      subjectName: '行测',
      moduleName: '判断推理',
      progress: { ...GRADED.progress },
      rounds: [GRADED.round!],
      recent: [
        {
          questionId: 501,
          summary: '行政许可是指行政机关根据公民的申请……',
          band: 'advanced',
          isCorrect: true,
          timeSpent: 40,
          answeredAt: '2026-05-01T10:05:00Z',
        },
      ],
      startedAt: '2026-05-01T09:50:00Z',
    },
  ],
  total: 1,
};

describe('难度分级练习 pages', () => {
  it('shows a visitor the sets, the bands and the rule, and asks them to log in to practise', async () => {
    const api = fakeApi({ 'GET /boundsDifficulty/list': { data: LIST } });
    renderInApp(<BoundsDifficultyPage />, { path: '/questionBank/boundsDifficulty' });
    expect(screen.getAllByRole('status', { name: '加载中' }).length).toBeGreaterThan(0);
    const card = await screen.findByRole('article', { name: '判断推理·难度分级' }, WAIT);
    expect(within(card).getByLabelText('起始难度：进阶')).toBeTruthy();
    expect(within(card).getByText('进阶 26题')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '登录后练习' }).getAttribute('href')).toBe(
      '/questionBank/boundsDifficultyTest?setId=3',
    );
    const vip = screen.getByRole('article', { name: '常识判断·难度分级' });
    expect(within(vip).getByText('VIP专享')).toBeTruthy();
    expect(screen.getByText('正确率低于 45% 的题目')).toBeTruthy();
    expect(screen.getByText(RULE.text)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '公共基础知识' })).toBeTruthy();
    expect(screen.getByText('登录后记录你在每个模块的难度档位与作答情况。')).toBeTruthy();
    expect(api.calls.some((c) => c.call === 'GET /boundsDifficulty/recordList')).toBe(false);
  });

  it('shows a learner their band, progress and band history', async () => {
    const withProgress = { ...SET, progress: PROGRESS };
    fakeApi(
      {
        'GET /boundsDifficulty/list': {
          data: { ...LIST, sets: [withProgress, { ...VIP_SET }] },
        },
        'GET /boundsDifficulty/recordList': { data: RECORDS },
      },
      { signedIn: true },
    );
    renderInApp(<BoundsDifficultyPage />, { path: '/questionBank/boundsDifficulty' });
    const card = await screen.findByRole('article', { name: '判断推理·难度分级' }, WAIT);
    expect(within(card).getByLabelText('我的难度：进阶')).toBeTruthy();
    expect(within(card).getByText('本轮 9/10')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '继续练习' })).toBeTruthy();
    const vip = screen.getByRole('article', { name: '常识判断·难度分级' });
    expect(within(vip).getByRole('link', { name: '开通VIP后练习' })).toBeTruthy();
    const records = await screen.findByLabelText('我的练习记录', {}, WAIT);
    await waitFor(
      () =>
        expect(
          within(records).getByText('第 1 轮 9/10 正确（90%），难度升至「冲刺」'),
        ).toBeTruthy(),
      WAIT,
    );
  });

  it('says when the sets could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /boundsDifficulty/list': () =>
        fail ? { code: 500, msg: '服务器开小差了，请稍后再试' } : { data: LIST },
    });
    renderInApp(<BoundsDifficultyPage />, { path: '/questionBank/boundsDifficulty' });
    expect(await screen.findByText('服务器开小差了，请稍后再试', {}, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '判断推理·难度分级' }, WAIT)).toBeTruthy();
  });

  it('asks a visitor to log in before practising', async () => {
    const api = fakeApi({});
    renderInApp(<BoundsDifficultyTestPage />, {
      path: '/questionBank/boundsDifficultyTest?setId=3',
    });
    expect(await screen.findByText('登录后即可开始难度分级练习', {}, WAIT)).toBeTruthy();
    expect(api.calls.some((c) => c.call.includes('boundsDifficulty'))).toBe(false);
  });

  it('serves a question, grades the answer, shows the key and analysis and moves the band', async () => {
    let next = false;
    const api = fakeApi(
      {
        'GET /boundsDifficulty/checkEquity': {
          data: { hasEquity: true, vipOnly: false, isVip: false, reason: '' },
        },
        'GET /boundsDifficulty/v2/getQuestion': () =>
          next
            ? {
                data: {
                  ...SERVED,
                  band: 'sprint',
                  question: { ...SERVED.question, id: 502, context: '<p>下一道冲刺题</p>' },
                  progress: GRADED.progress,
                },
              }
            : { data: SERVED },
        'POST /boundsDifficulty/v2/submitAnswer': { data: GRADED },
        'GET /boundsDifficulty/recordList': { data: RECORDS },
      },
      { signedIn: true },
    );
    renderInApp(<BoundsDifficultyTestPage />, {
      path: '/questionBank/boundsDifficultyTest?setId=3',
    });
    const question = await screen.findByRole('region', { name: '题目' }, WAIT);
    expect(within(question).getByText('市场监管部门颁发营业执照')).toBeTruthy();
    expect(screen.getByLabelText('当前难度：进阶')).toBeTruthy();
    expect(screen.getByText('本题来自「进阶」档 · 全站正确率 62%（128 人次作答）')).toBeTruthy();
    expect(screen.queryByText('回答正确')).toBeNull();

    const submit = screen.getByRole('button', { name: '提交答案' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '选项B' }));
    expect(screen.getByRole('radio', { name: '选项B' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));

    const result = await screen.findByRole('region', { name: '答案与解析' }, WAIT);
    expect(within(result).getByText('回答正确')).toBeTruthy();
    expect(within(result).getByText('颁发营业执照是准予从事经营活动，属于行政许可。')).toBeTruthy();
    expect(within(result).getByText('第 1 轮 9/10 正确（90%），难度升至「冲刺」')).toBeTruthy();
    expect(screen.getByLabelText('当前难度：冲刺')).toBeTruthy();
    const body = api.calls.find((c) => c.call === 'POST /boundsDifficulty/v2/submitAnswer')!;
    expect(body.fields).toMatchObject({ setId: 3, questionId: 501, answer: 'B' });
    expect(typeof body.fields.timeSpent).toBe('number');
    // The options are fixed once answered.
    expect((screen.getByRole('radio', { name: '选项A' }) as HTMLButtonElement).disabled).toBe(true);

    next = true;
    // The side panel stays mounted while the next question loads: the same element after.
    const rules = screen.getByRole('region', { name: '升降规则' });
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(await screen.findByText('下一道冲刺题', {}, WAIT)).toBeTruthy();
    expect(rules.isConnected).toBe(true);
    expect(screen.getByRole('region', { name: '升降规则' })).toBe(rules);
    expect(screen.queryByText('回答正确')).toBeNull();
    expect(screen.getByText(/本题来自「冲刺」档/)).toBeTruthy();
  });

  it('lets a multiple-choice answer take several letters', async () => {
    const api = fakeApi(
      {
        'GET /boundsDifficulty/checkEquity': {
          data: { hasEquity: true, vipOnly: false, isVip: false, reason: '' },
        },
        'GET /boundsDifficulty/v2/getQuestion': {
          data: {
            ...SERVED,
            question: { ...SERVED.question, questionTypeCode: 'multiple_choose' },
          },
        },
        'POST /boundsDifficulty/v2/submitAnswer': {
          data: { ...GRADED, isCorrect: false, userAnswer: 'AB', answer: 'B', round: null },
        },
        'GET /boundsDifficulty/recordList': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderInApp(<BoundsDifficultyTestPage />, {
      path: '/questionBank/boundsDifficultyTest?setId=3',
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: '选项B' }, WAIT));
    fireEvent.click(screen.getByRole('checkbox', { name: '选项A' }));
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答错误', {}, WAIT)).toBeTruthy();
    expect(
      api.calls.find((c) => c.call === 'POST /boundsDifficulty/v2/submitAnswer')!.fields,
    ).toMatchObject({ answer: 'AB' });
  });

  it('shows a refused answer beside the question', async () => {
    fakeApi(
      {
        'GET /boundsDifficulty/checkEquity': {
          data: { hasEquity: true, vipOnly: false, isVip: false, reason: '' },
        },
        'GET /boundsDifficulty/v2/getQuestion': { data: SERVED },
        'POST /boundsDifficulty/v2/submitAnswer': {
          code: 400,
          msg: '这道题已经提交过了，请继续下一题',
        },
        'GET /boundsDifficulty/recordList': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderInApp(<BoundsDifficultyTestPage />, {
      path: '/questionBank/boundsDifficultyTest?setId=3',
    });
    fireEvent.click(await screen.findByRole('radio', { name: '选项C' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('这道题已经提交过了，请继续下一题', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('region', { name: '答案与解析' })).toBeNull();
  });

  it('offers VIP for a VIP-only set, and says why a band has nothing to draw', async () => {
    fakeApi(
      {
        'GET /boundsDifficulty/checkEquity': {
          data: {
            hasEquity: false,
            vipOnly: true,
            isVip: false,
            reason: '该内容为VIP专享，开通VIP后即可使用',
          },
        },
      },
      { signedIn: true },
    );
    renderInApp(<BoundsDifficultyTestPage />, {
      path: '/questionBank/boundsDifficultyTest?setId=4',
    });
    expect(await screen.findByText('该练习为VIP专享', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '开通VIP' })).toBeTruthy();
    cleanup();
    stopStubs();

    fakeApi(
      {
        'GET /boundsDifficulty/checkEquity': {
          data: { hasEquity: true, vipOnly: false, isVip: false, reason: '' },
        },
        'GET /boundsDifficulty/v2/getQuestion': {
          code: 400,
          msg: '「冲刺」档暂时没有你可以练习的题目，请先练习其他模块',
        },
      },
      { signedIn: true },
    );
    renderInApp(<BoundsDifficultyTestPage />, {
      path: '/questionBank/boundsDifficultyTest?setId=3',
    });
    expect(
      await screen.findByText('「冲刺」档暂时没有你可以练习的题目，请先练习其他模块', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回难度分级练习' })).toBeTruthy();
  });

  it('says an address without a set is not a practice', async () => {
    fakeApi({}, { signedIn: true });
    renderInApp(<BoundsDifficultyTestPage />, { path: '/questionBank/boundsDifficultyTest' });
    expect(await screen.findByText('练习不存在', {}, WAIT)).toBeTruthy();
  });
});
