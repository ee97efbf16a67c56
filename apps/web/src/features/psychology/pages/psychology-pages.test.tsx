import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  CheckSummary,
  GetCheckQuestions,
  GetCheckRecord,
} from '@shangan/shared/contracts/psychology';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, stopStubs, where } from '../../../test/app-harness';
import { renderPages } from '../test-utils';

afterEach(() => {
  cleanup();
  stopStubs();
  vi.useRealTimers();
});

/** A budget for the first answers on a busy machine, not an expectation. */
const WAIT = { timeout: 5_000 };

const CHECKS: CheckSummary[] = [
  {
    id: 1,
    name: '考试焦虑自评',
    measures: '了解面对考试时的担忧、身体紧张、考场发挥受干扰和回避拖延的程度。',
    questionCount: 3,
    minutes: 5,
    lastResult: {
      recordId: 31,
      total: 42,
      band: { level: 1, name: '轻度' },
      createdAt: '2026-04-20T02:00:00.000Z',
    },
    recordCount: 2,
  },
  {
    id: 2,
    name: '学习习惯与作息',
    measures: '了解学习计划、专注效率、作息睡眠和复盘调整方面的习惯。',
    questionCount: 16,
    minutes: 4,
    lastResult: null,
    recordCount: 0,
  },
];

const OPTIONS = [
  { id: 11, label: '几乎没有' },
  { id: 12, label: '有时' },
  { id: 13, label: '经常' },
  { id: 14, label: '几乎总是' },
];

const QUESTIONS: DataOf<typeof GetCheckQuestions> = {
  check: {
    id: 1,
    name: '考试焦虑自评',
    measures: CHECKS[0]!.measures,
    intro: '临近笔试、面试，适度的紧张能让人更专注。',
    instructions: '请根据最近两周的真实感受作答，选择最符合的一项。',
    minutes: 5,
    questionCount: 3,
  },
  questions: [
    { id: 101, no: 1, stem: '一想到即将到来的考试，我就担心自己会考砸。', options: OPTIONS },
    { id: 102, no: 2, stem: '临近考试时，我会心跳加快、手心出汗。', options: OPTIONS },
    { id: 103, no: 3, stem: '考前一晚，我能比较正常地入睡。', options: OPTIONS },
  ],
};

const RECORD: DataOf<typeof GetCheckRecord> = {
  record: { id: 77, createdAt: '2026-05-01T06:30:00.000Z' },
  check: QUESTIONS.check,
  questions: QUESTIONS.questions.map((question, index) => ({
    ...question,
    myOptionId: [13, 12, 14][index]!,
  })),
  report: {
    total: 51,
    minScore: 20,
    maxScore: 80,
    scoreNote: '分数越高，考试焦虑越明显',
    band: {
      level: 2,
      name: '中度',
      summary: '焦虑已经比较明显地影响到你的复习或考场状态。',
      advice: ['每天固定一段“担忧时间”集中处理担心。', '每天练习渐进式肌肉放松或呼吸调节。'],
    },
    bands: [
      { level: 0, name: '良好', minScore: 20, maxScore: 39 },
      { level: 1, name: '轻度', minScore: 40, maxScore: 49 },
      { level: 2, name: '中度', minScore: 50, maxScore: 59 },
      { level: 3, name: '较高', minScore: 60, maxScore: 80 },
    ],
    subscales: [
      {
        id: 5,
        name: '担忧与自我怀疑',
        description: '对考试结果的反复担心、与他人比较和对自身能力的怀疑。',
        score: 14,
        minScore: 5,
        maxScore: 20,
        band: { level: 2, name: '中度', text: '担心结果、怀疑自己的念头出现得比较频繁。' },
      },
      {
        id: 6,
        name: '身体紧张',
        description: '临近考试时心跳加快、出汗、胃部不适、睡不好等身体反应。',
        score: 9,
        minScore: 5,
        maxScore: 20,
        band: { level: 0, name: '良好', text: '临近考试时身体反应平稳。' },
      },
    ],
    method:
      '李克特四点计分（几乎没有 1 分、有时 2 分、经常 3 分、几乎总是 4 分）；总分 = 各题得分之和。',
    disclaimer: '本测评是帮助你了解备考状态、安排学习的自我评估，不是医学或心理诊断。',
    helpNote: null,
    trainings: [
      {
        type: 'worry-time',
        name: '担忧时间记录',
        summary: '把反复出现的担心先记下来。',
        minutes: 15,
        reason: '总分处于「中度」；「担忧与自我怀疑」处于中度',
      },
    ],
  },
};

describe('心理测评 pages', () => {
  it('shows a visitor the scales and asks them to log in to take one', async () => {
    const api = fakeApi({
      'POST /psychologicalCheck/page': { data: { list: CHECKS, total: 2 } },
    });
    renderPages('/questionBank/psychologyTest');
    const list = await screen.findByLabelText('测评列表', {}, WAIT);
    const card = await within(list).findByRole('article', { name: '考试焦虑自评' }, WAIT);
    expect(within(card).getByText('共 3 题 · 约 5 分钟')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: '登录后测评' })).toHaveLength(2);
    expect(screen.getByText('登录后可查看你的测评记录和历次报告。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '呼吸调节训练' }).getAttribute('href')).toBe(
      '/questionBank/psychologyTestTraining?type=breathing',
    );
    expect(api.calls.some((c) => c.call === 'POST /psychologicalCheck/recordPage')).toBe(false);
  });

  it('asks a visitor who opens a scale to log in, without loading its items', async () => {
    const api = fakeApi({});
    renderPages('/questionBank/psychologyTest?checkId=1');
    expect(
      await screen.findByText(
        '登录后即可开始测评：答案会自动保存，提交后生成你的专属报告。',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(api.calls.some((c) => c.call.includes('questionList'))).toBe(false);
  });

  it('shows a learner their last results, a taking in progress and their records', async () => {
    const api = fakeApi(
      {
        'POST /psychologicalCheck/page': { data: { list: CHECKS, total: 2 } },
        'POST /psychologicalCheck/recordPage': {
          data: {
            list: [
              {
                id: 31,
                checkId: 1,
                checkName: '考试焦虑自评',
                total: 42,
                minScore: 20,
                maxScore: 80,
                band: { level: 1, name: '轻度' },
                createdAt: '2026-04-20T02:00:00.000Z',
              },
            ],
            total: 1,
          },
        },
      },
      { signedIn: true },
    );
    sessionStorage.setItem(
      'psyTaking:7:2',
      JSON.stringify({ token: 'psy-saved-token', answers: { 201: 1, 202: 2 }, current: 2 }),
    );
    renderPages('/questionBank/psychologyTest');
    const anxiety = await screen.findByRole('article', { name: '考试焦虑自评' }, WAIT);
    expect(within(anxiety).getByText('轻度')).toBeTruthy();
    expect(within(anxiety).getByRole('link', { name: '查看报告' }).getAttribute('href')).toBe(
      '/questionBank/psychologyTestReport?recordId=31',
    );
    expect(within(anxiety).getByRole('link', { name: '再测一次' })).toBeTruthy();
    const habits = screen.getByRole('article', { name: '学习习惯与作息' });
    expect(within(habits).getByText('尚未测评')).toBeTruthy();
    expect(within(habits).getByRole('link', { name: '继续作答（已答 2 题）' })).toBeTruthy();

    const records = await screen.findByRole('list', { name: '历次测评' }, WAIT);
    expect(within(records).getByText('42 分')).toBeTruthy();
    expect(api.calls.find((c) => c.call === 'POST /psychologicalCheck/recordPage')!.fields).toEqual(
      {
        page: 1,
        size: 10,
      },
    );
  });

  it('takes a scale one item at a time, keeps the answers over a reload, and opens the report', async () => {
    let submitted = 0;
    const api = fakeApi(
      {
        'GET /psychologicalCheck/questionList': { data: QUESTIONS },
        'POST /psychologicalCheck/submitAnswer': () => {
          submitted += 1;
          return { data: { recordId: 77, repeated: submitted > 1 } };
        },
        'GET /psychologicalCheck/questionListByExerciseId': { data: RECORD },
      },
      { signedIn: true },
    );
    renderPages('/questionBank/psychologyTest?checkId=1');
    expect(
      await screen.findByText('一想到即将到来的考试，我就担心自己会考砸。', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('请根据最近两周的真实感受作答，选择最符合的一项。')).toBeTruthy();
    expect(screen.getByText('已答 0/3')).toBeTruthy();

    // A choice moves on to the next item.
    fireEvent.click(screen.getByRole('button', { name: '经常' }));
    expect(await screen.findByText('临近考试时，我会心跳加快、手心出汗。')).toBeTruthy();
    expect(screen.getByText('已答 1/3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '有时' }));
    expect(await screen.findByText('考前一晚，我能比较正常地入睡。')).toBeTruthy();

    // A reload keeps the answers and the item on screen.
    cleanup();
    renderPages('/questionBank/psychologyTest?checkId=1');
    expect(await screen.findByText('考前一晚，我能比较正常地入睡。', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('已答 2/3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第1题（已答）' }));
    expect(screen.getByRole('button', { name: '经常' }).getAttribute('aria-pressed')).toBe('true');

    // Handing in with an item left names it and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: '第3题（未答）' }));
    fireEvent.click(screen.getByRole('button', { name: '提交测评' }));
    expect(await screen.findByText('还有1题未作答，请先完成第3题')).toBeTruthy();
    expect(api.calls.some((c) => c.call === 'POST /psychologicalCheck/submitAnswer')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '几乎总是' }));
    const submit = screen.getByRole('button', { name: '提交测评' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(
      () => expect(where()).toBe('/questionBank/psychologyTestReport?recordId=77'),
      WAIT,
    );
    const sent = api.calls.filter((c) => c.call === 'POST /psychologicalCheck/submitAnswer');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent[0]!.fields).toMatchObject({
      checkId: 1,
      answers: [
        { questionId: 101, optionId: 13 },
        { questionId: 102, optionId: 12 },
        { questionId: 103, optionId: 14 },
      ],
      submitToken: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    // However often it is pressed, it is one taking: the same token every time.
    expect(new Set(sent.map((c) => c.fields.submitToken)).size).toBe(1);
    expect(sessionStorage.getItem('psyTaking:7:1')).toBeNull();

    // The report.
    expect(await screen.findByText('考试焦虑自评 · 测评报告', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('meter', { name: '总分' }).getAttribute('aria-valuetext')).toBe(
      '51 分，中度',
    );
    expect(screen.getByText('焦虑已经比较明显地影响到你的复习或考场状态。')).toBeTruthy();
    const subscales = screen.getByLabelText('分量表');
    expect(within(subscales).getByText('担忧与自我怀疑')).toBeTruthy();
    expect(within(subscales).getByText('担心结果、怀疑自己的念头出现得比较频繁。')).toBeTruthy();
    expect(screen.getByText('每天固定一段“担忧时间”集中处理担心。')).toBeTruthy();
    expect(screen.getByText(/李克特四点计分/)).toBeTruthy();
    expect(screen.getByText(/不是医学或心理诊断/)).toBeTruthy();
    expect(screen.queryByText('请关注自己的状态')).toBeNull();
    const trainings = screen.getByRole('list', { name: '推荐训练' });
    expect(
      within(trainings).getByText('推荐原因：总分处于「中度」；「担忧与自我怀疑」处于中度'),
    ).toBeTruthy();
    expect(
      within(trainings).getByRole('link', { name: '开始担忧时间记录' }).getAttribute('href'),
    ).toBe('/questionBank/psychologyTestTraining?type=worry-time');
  });

  it('points to professional help on a report that calls for it', async () => {
    fakeApi(
      {
        'GET /psychologicalCheck/questionListByExerciseId': {
          data: {
            ...RECORD,
            report: {
              ...RECORD.report,
              total: 66,
              band: { ...RECORD.report.band, level: 3, name: '较高' },
              helpNote: '请及时寻求专业帮助，也可以拨打全国心理援助热线 12356。',
            },
          },
        },
      },
      { signedIn: true },
    );
    renderPages('/questionBank/psychologyTestReport?recordId=77');
    expect(await screen.findByText('请关注自己的状态', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/12356/)).toBeTruthy();
    fireEvent.click(screen.getByText('查看我的作答（3 题）'));
    expect(await screen.findByText('我的回答：几乎总是')).toBeTruthy();
  });

  it('says when a record is not the learner’s, and asks a visitor to log in', async () => {
    fakeApi(
      {
        'GET /psychologicalCheck/questionListByExerciseId': { code: 404, msg: '测评记录不存在' },
      },
      { signedIn: true },
    );
    renderPages('/questionBank/psychologyTestReport?recordId=9');
    expect(await screen.findByRole('link', { name: '返回心理测评' }, WAIT)).toBeTruthy();
    expect(screen.getAllByText('测评记录不存在').length).toBeGreaterThan(0);
    cleanup();
    stopStubs();

    const api = fakeApi({});
    renderPages('/questionBank/psychologyTestReport?recordId=9');
    expect(await screen.findByText('测评报告仅本人可见，请登录后查看。', {}, WAIT)).toBeTruthy();
    expect(api.calls.some((c) => c.call.includes('questionListByExerciseId'))).toBe(false);
  });
});

describe('调节训练', () => {
  it('paces breathing: in, hold, out, and pauses', async () => {
    fakeApi({});
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderPages('/questionBank/psychologyTestTraining');
    expect(screen.getByRole('tab', { name: '呼吸调节训练', selected: true })).toBeTruthy();
    expect(screen.getByText('第 1 / 15 轮 · 剩余 3:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('吸气')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_200));
    expect(screen.getByText('屏息')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('呼气')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('呼气')).toBeTruthy();
    expect(screen.getByRole('button', { name: '继续' })).toBeTruthy();
  });

  it('keeps worries on this device, each given a next step or let go', async () => {
    fakeApi({});
    renderPages('/questionBank/psychologyTestTraining?type=worry-time');
    fireEvent.change(await screen.findByLabelText('记下一个担忧', {}, WAIT), {
      target: { value: '担心申论写不完' },
    });
    fireEvent.click(screen.getByRole('button', { name: '记下' }));
    const open = screen.getByRole('list', { name: '待处理的担忧' });
    expect(within(open).getByText('担心申论写不完')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('针对“担心申论写不完”我能做的下一步'), {
      target: { value: '今晚限时写一篇大作文' },
    });
    fireEvent.click(screen.getByRole('button', { name: '定下行动' }));
    const handled = screen.getByRole('list', { name: '已处理的担忧' });
    expect(within(handled).getByText('→ 今晚限时写一篇大作文')).toBeTruthy();
    // A visitor's notes last as long as the tab, and the page says so.
    expect(sessionStorage.getItem('psyWorryJournal:visitor')).toContain('今晚限时写一篇大作文');
    expect(Object.keys(localStorage).some((key) => key.startsWith('psyWorryJournal'))).toBe(false);
    expect(screen.getByText(/记录只保存在本设备当前的浏览器标签页中/)).toBeTruthy();
  });

  it('keeps a signed-in person’s worries for them alone', async () => {
    fakeApi({}, { signedIn: true });
    localStorage.setItem(
      'psyWorryJournal:8',
      JSON.stringify({
        time: '19:30',
        worries: [
          {
            id: 'w1',
            text: '别人的担忧',
            createdAt: '2026-05-10T02:00:00.000Z',
            status: 'open',
            action: '',
          },
        ],
      }),
    );
    renderPages('/questionBank/psychologyTestTraining?type=worry-time');
    fireEvent.change(await screen.findByLabelText('记下一个担忧', {}, WAIT), {
      target: { value: '担心面试紧张' },
    });
    fireEvent.click(screen.getByRole('button', { name: '记下' }));
    expect(screen.queryByText('别人的担忧')).toBeNull();
    expect(localStorage.getItem('psyWorryJournal:7')).toContain('担心面试紧张');
    expect(localStorage.getItem('psyWorryJournal:8')).not.toContain('担心面试紧张');
    expect(sessionStorage.getItem('psyWorryJournal:visitor')).toBeNull();
    expect(screen.getByText(/记录只保存在本设备的浏览器中/)).toBeTruthy();
  });

  it('builds a study schedule and says what to change', async () => {
    fakeApi({}, { signedIn: true });
    renderPages('/questionBank/psychologyTestTraining?type=schedule');
    expect(await screen.findByText('这份作息安排合理，坚持下去！', {}, WAIT)).toBeTruthy();
    const day = screen.getByRole('list', { name: '一天的安排' });
    expect(within(day).getByText('08:30–10:00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('入睡时间'), { target: { value: '01:30' } });
    expect(
      screen.getByText(
        '睡眠只有 5 小时 30 分钟，建议保证 7 小时左右，睡眠不足会直接影响记忆和做题速度。',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('入睡时间晚于 0:30，长期晚睡会让白天精力不足，建议逐步提前。'),
    ).toBeTruthy();
    expect(localStorage.getItem('psyStudySchedule:7')).toContain('01:30');
    expect(localStorage.getItem('psyStudySchedule')).toBeNull();
  });
});
