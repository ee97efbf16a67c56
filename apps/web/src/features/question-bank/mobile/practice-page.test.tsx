import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ExerciseState,
  PracticeSession,
  Question,
  SubmitResult,
} from '@shangan/shared/contracts/question-bank';
import { fakeApi, stopStubs, type FakeApi } from '../../../test/app-harness';
import PracticePage from './practice-page';
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

function question(
  id: number,
  typeCode: Question['questionTypeCode'],
  changes: Partial<Question> = {},
): Question {
  return {
    id,
    questionTypeCode: typeCode,
    context: `<p>第${id}号题的题干</p>`,
    questionOptionList: typeCode.endsWith('choose') ? options : [],
    answerSize: typeCode === 'fill_in' ? 2 : typeCode === 'sequencing' ? 3 : 1,
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

const son = (id: number) => ({ ...question(id, 'single_choose'), parentId: 105 });

const QUESTIONS: Question[] = [
  question(101, 'single_choose'),
  question(102, 'multiple_choose'),
  question(103, 'fill_in'),
  question(104, 'sequencing'),
  question(105, 'composite', {
    materialContext: [{ content: '<p>2023年某市进出口资料</p>' }],
    sonQuestion: [son(106), son(107)],
  }),
  question(108, 'short_answer', { wordsNum: 200 }),
];

function exercise(changes: Partial<ExerciseState> = {}): ExerciseState {
  return {
    id: 41,
    kind: 'catalogue',
    title: '言语理解·专项练习',
    status: 'doing',
    questionCount: 7,
    answeredCount: 0,
    elapsedSeconds: 65,
    timeLimitSeconds: null,
    remainingSeconds: null,
    currentIndex: 0,
    subjectId: 1,
    catalogueId: 2,
    paperId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    submittedAt: null,
    ...changes,
  };
}

const session = (changes: Partial<ExerciseState> = {}): PracticeSession => ({
  exercise: exercise(changes),
  questions: QUESTIONS,
  userAnswers: [],
});

function submitted(fields: Record<string, unknown>): { data: SubmitResult } {
  const handIn = fields.action === 'handIn';
  return {
    data: {
      exerciseId: 41,
      status: handIn ? 'submitted' : fields.action === 'pause' ? 'paused' : 'doing',
      saved: Array.isArray(fields.answers) ? fields.answers.length : 0,
      answeredCount: 0,
      remainingSeconds: null,
      timeUp: false,
      report: null,
    },
  };
}

/** Every answer the screen has saved, by question (the last one of each wins). */
function savedAnswers(api: FakeApi, call = 'POST /v2/catalogue/submitAnswer') {
  const answers: Record<number, unknown> = {};
  for (const fields of api.fieldsOf(call)) {
    for (const answer of (fields.answers ?? []) as Array<{ questionId: number; answer: unknown }>)
      answers[answer.questionId] = answer.answer;
  }
  return answers;
}

function openCatalogue(replies: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(
    {
      'POST /userExerciseLog/getExerciseQuestion': { data: session() },
      'POST /v2/catalogue/submitAnswer': submitted,
      'POST /v2/catalogue/getCatalogueQuestionHandInCheck': {
        data: { tip: '还有2道题未作答，确定要交卷吗？' },
      },
      ...replies,
    },
    { signedIn: true },
  );
  renderPages(
    { '/questionBank/specificTest': <PracticePage /> },
    '/questionBank/specificTest?exerciseId=41',
  );
  return api;
}

const progress = () => screen.getByTestId('practice-progress').textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: /下一题/ }));
const card = (name: string) => screen.getByRole('article', { name });

describe('the mobile practice screen', () => {
  it('answers every kind of question and saves each answer as the desktop does', async () => {
    const api = openCatalogue();
    await screen.findByText('第101号题的题干', {}, WAIT);
    expect(progress()).toBe('1/7');
    // The clock goes on from the time the server remembers.
    expect(screen.getByTestId('practice-clock').textContent).toMatch(/^01:0\d$/);

    fireEvent.click(within(card('第1题')).getByRole('radio', { name: '选项B' }));
    next();
    expect(progress()).toBe('2/7');
    fireEvent.click(within(card('第2题')).getByRole('checkbox', { name: '选项C' }));
    fireEvent.click(within(card('第2题')).getByRole('checkbox', { name: '选项A' }));
    next();
    fireEvent.change(screen.getByRole('textbox', { name: '第103题第1空' }), {
      target: { value: ' 12 ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: '第103题第2空' }), {
      target: { value: '甲' },
    });
    next();
    for (const item of ['3', '1', '2'])
      fireEvent.click(screen.getByRole('button', { name: `句子${item}` }));
    // A placed number taps back out, and in again at the end.
    fireEvent.click(screen.getByRole('button', { name: /第1位：3/ }));
    fireEvent.click(screen.getByRole('button', { name: '句子3' }));
    next();
    // A material question: its materials, then each sub-question with its own widget.
    expect(progress()).toBe('5-6/7');
    screen.getByText('2023年某市进出口资料');
    fireEvent.click(within(card('第5题')).getByRole('radio', { name: '选项A' }));
    fireEvent.click(within(card('第6题')).getByRole('radio', { name: '选项D' }));
    next();
    // A short answer is written on the 申论 screen.
    fireEvent.click(screen.getByRole('button', { name: '去作答' }));

    await waitFor(
      () =>
        expect(savedAnswers(api)).toEqual({
          101: 'B',
          102: 'AC',
          103: ['12', '甲'],
          104: '1,2,3',
          106: 'A',
          107: 'D',
        }),
      WAIT,
    );
    expect(whereNow()).toBe('/questionBank/shortAnswer?questionId=108');
  });

  it('shows answered and unanswered on the answer card and jumps to a question', async () => {
    openCatalogue();
    await screen.findByText('第101号题的题干', {}, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: '选项B' }));
    fireEvent.click(screen.getByRole('button', { name: /答题卡/ }));
    const sheet = await screen.findByRole('navigation', { name: '答题卡' });
    expect(within(sheet).getByRole('button', { name: '第1题' }).dataset.state).toBe('answered');
    expect(within(sheet).getByRole('button', { name: '第2题' }).dataset.state).toBe('empty');
    fireEvent.click(within(sheet).getByRole('button', { name: '第4题' }));
    await waitFor(() => expect(progress()).toBe('4/7'));
    screen.getByText('第104号题的题干');
  });

  it('hands in after the server’s check and the learner’s yes, then opens the report', async () => {
    const api = openCatalogue({
      'POST /v2/userExerciseLog/exerciseReport': { code: 404, msg: '不在本测试中' },
    });
    await screen.findByText('第101号题的题干', {}, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: '选项C' }));
    fireEvent.click(screen.getByRole('button', { name: /答题卡/ }));
    await screen.findByRole('navigation', { name: '答题卡' });
    // The only 交卷 on the first question is the sheet's.
    fireEvent.click(screen.getByRole('button', { name: /^交\s*卷$/ }));

    // 继续作答 keeps the attempt open.
    let dialog = await screen.findByRole('dialog', {}, WAIT);
    within(dialog).getByText('还有2道题未作答，确定要交卷吗？');
    fireEvent.click(within(dialog).getByText('继续作答'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.fieldsOf('POST /v2/catalogue/submitAnswer').map((f) => f.action)).not.toContain(
      'handIn',
    );

    // The last question's 交卷 asks again; yes hands in, the answer saved first.
    fireEvent.click(screen.getByRole('button', { name: /答题卡/ }));
    fireEvent.click(
      within(await screen.findByRole('navigation', { name: '答题卡' })).getByRole('button', {
        name: '第7题',
      }),
    );
    await waitFor(() => expect(progress()).toBe('7/7'));
    // The bottom bar's 交卷 comes first (the sheet, closing, is drawn after the page).
    fireEvent.click(screen.getAllByRole('button', { name: /^交\s*卷$/ })[0]!);
    dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByText('交卷'));
    await waitFor(
      () => expect(whereNow()).toBe('/questionBank/exerciseReport?exerciseId=41'),
      WAIT,
    );
    const actions = api.fieldsOf('POST /v2/catalogue/submitAnswer').map((f) => f.action);
    expect(actions.at(-1)).toBe('handIn');
    expect(savedAnswers(api)).toEqual({ 101: 'C' });
  });

  it('opens a past paper by paperId, pauses it and resumes the same attempt', async () => {
    const paper = (status: ExerciseState['status']) =>
      session({ id: 77, kind: 'paper', title: '2024年国考行测', paperId: 3, status });
    const api = fakeApi(
      {
        'GET /historyPaper/paperQuestions': { data: paper('doing') },
        'POST /historyPaper/submitAnswer': submitted,
        'POST /userExerciseLog/getExerciseQuestion': { data: paper('doing') },
      },
      { signedIn: true },
    );
    renderPages(
      { '/questionBank/overYearTrueTopicDetailTest': <PracticePage /> },
      '/questionBank/overYearTrueTopicDetailTest?paperId=3',
    );
    await screen.findByText('第101号题的题干', {}, WAIT);
    expect(api.fieldsOf('GET /historyPaper/paperQuestions')).toEqual([{ paperId: '3' }]);
    fireEvent.click(screen.getByRole('button', { name: /答题卡/ }));
    fireEvent.click(await screen.findByRole('button', { name: '暂停' }));
    await screen.findByText('已暂停', {}, WAIT);
    expect(api.fieldsOf('POST /historyPaper/submitAnswer').at(-1)?.action).toBe('pause');
    fireEvent.click(screen.getByRole('button', { name: '继续答题' }));
    await screen.findByText('第101号题的题干', {}, WAIT);
    // Reopened by its id: a second paperQuestions would start another attempt.
    expect(api.fieldsOf('POST /userExerciseLog/getExerciseQuestion')).toEqual([{ exerciseId: 77 }]);
    expect(api.fieldsOf('GET /historyPaper/paperQuestions')).toHaveLength(1);
  });

  it('sends an attempt already handed in to its report, and says why one cannot open', async () => {
    fakeApi(
      { 'POST /userExerciseLog/getExerciseQuestion': { data: session({ status: 'submitted' }) } },
      { signedIn: true },
    );
    renderPages(
      { '/questionBank/specificTest': <PracticePage /> },
      '/questionBank/specificTest?exerciseId=41',
    );
    await waitFor(
      () => expect(whereNow()).toBe('/questionBank/exerciseReport?exerciseId=41'),
      WAIT,
    );
    cleanup();

    fakeApi(
      { 'POST /userExerciseLog/getExerciseQuestion': { code: 403, msg: '该练习为VIP专享' } },
      { signedIn: true },
    );
    renderPages(
      { '/questionBank/specificTest': <PracticePage /> },
      '/questionBank/specificTest?exerciseId=41',
    );
    await screen.findByText('该内容为VIP专享', {}, WAIT);
    screen.getByRole('button', { name: '开通VIP' });
  });
});
