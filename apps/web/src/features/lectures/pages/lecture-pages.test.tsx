import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ExperienceCard } from '@shangan/shared/contracts/video-teaching/cards';
import type {
  LectureDetail,
  LectureItem,
  LectureSubject,
} from '@shangan/shared/contracts/video-teaching/lectures';
import type { Question } from '@shangan/shared/contracts/question-bank';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import LectureDetailPage from './lecture-detail-page';
import LecturePage from './lecture-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

/** A budget for the first answers on a busy machine, not an expectation. */
const WAIT = { timeout: 5_000 };

const LECTURE: LectureItem = {
  id: 7,
  title: '逻辑填空：从语境关键词锁定答案',
  teacherName: '许明远',
  teacherTitle: '行测言语理解主讲',
  subjectId: 1,
  subjectName: '行测',
  moduleName: '言语理解与表达',
  knowledgePoint: { id: 3, name: '逻辑填空' },
  questionId: 15,
  questionSummary: '面对复杂多变的形势，我们既要保持战略定力……',
  durationSeconds: 40,
  trialSeconds: 15,
  lockState: 'locked',
  unlockedAt: null,
  progress: null,
};

const CATALOGUE: LectureSubject[] = [
  {
    id: 1,
    name: '行测',
    description: '',
    lectureCount: 10,
    openCount: 0,
    modules: [
      { id: 2, name: '言语理解与表达', lectureCount: 4, openCount: 0, points: [] },
      { id: 5, name: '数量关系', lectureCount: 2, openCount: 0, points: [] },
    ],
  },
  { id: 3, name: '面试', description: '', lectureCount: 1, openCount: 0, modules: [] },
];

const QUESTION: Question = {
  id: 15,
  questionTypeCode: 'single_choose',
  context: '<p>我们既要保持战略定力，又要善于____。</p>',
  questionOptionList: [
    { optionHead: 'A', content: '墨守成规' },
    { optionHead: 'D', content: '因势利导' },
  ],
  answerSize: 1,
  difficulty: 3,
  score: 1,
  wordsNum: null,
  knowledgePoint: { id: 3, name: '逻辑填空' },
  source: '',
  vipOnly: false,
  isStarred: false,
  locked: true,
  materialContext: [],
  sonQuestion: [],
};

const CARD: ExperienceCard = {
  id: 21,
  name: '名师讲题体验卡',
  source: '新人礼包',
  status: 'usable',
  grantedAt: '2026-04-01T00:00:00Z',
  expiresAt: '2099-05-07T00:00:00Z',
  usedAt: null,
  lecture: null,
};

describe('名师讲题 pages', () => {
  it('lists a visitor the subjects and the first one’s lectures, and offers the login', async () => {
    const api = fakeApi({
      'GET /videoTeaching/catalogueList': { data: CATALOGUE },
      'GET /videoTeaching/list': { data: { list: [LECTURE], total: 1 } },
    });
    renderInApp(<LecturePage />, { path: '/questionBank/lecture' });
    expect(await screen.findByRole('tab', { name: '行测（10）' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '面试（1）' })).toBeTruthy();
    const list = await screen.findByLabelText('讲题列表', {}, WAIT);
    expect(within(list).getByText('逻辑填空：从语境关键词锁定答案')).toBeTruthy();
    expect(within(list).getByText('可试看15秒')).toBeTruthy();
    expect(screen.getByText('登录后可使用体验卡解锁讲题，未解锁的讲题可免费试看')).toBeTruthy();
    expect(api.calls.find((c) => c.call === 'GET /videoTeaching/list')!.fields).toMatchObject({
      subjectId: '1',
      filter: 'all',
      page: '1',
    });
    expect(api.calls.some((c) => c.call.includes('Experience'))).toBe(false);
  });

  it('shows a signed-in learner their cards beside the list', async () => {
    fakeApi(
      {
        'GET /videoTeaching/catalogueList': { data: CATALOGUE },
        'GET /videoTeaching/list': { data: { list: [LECTURE], total: 1 } },
        'GET /videoTeaching/getQuestionExperienceNum': {
          data: { experienceNum: 3, nextExpiresAt: '2099-05-07T00:00:00Z', isVip: false },
        },
      },
      { signedIn: true },
    );
    renderInApp(<LecturePage />, { path: '/questionBank/lecture?subjectId=1' });
    const cards = await screen.findByLabelText('我的体验卡', {}, WAIT);
    await waitFor(() => expect(within(cards).getByText('3')).toBeTruthy(), WAIT);
    expect(within(cards).getByText('最近一张 2099-05-07 到期')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '我已解锁' })).toBeTruthy();
  });

  it('shows a locked lecture with its question, its video and the cards to unlock it', async () => {
    const detail: LectureDetail = { ...LECTURE, intro: '先找语境中的提示词。' };
    fakeApi(
      {
        'GET /videoTeaching/getQuestion': {
          data: { lecture: detail, question: QUESTION, experienceNum: 1, related: [] },
        },
        'GET /videoTeaching/experienceCardList': {
          data: { list: [CARD], total: 1, counts: { usable: 1, used: 0, expired: 0 } },
        },
        'GET /pc/courseVideo/playInfo': {
          data: {
            videoId: 'a'.repeat(32),
            ownerKind: 'lecture',
            ownerId: 7,
            title: LECTURE.title,
            status: 'processing',
            statusMessage: '视频处理中，请稍后再试',
            access: 'trial',
            reason: '',
            trialSeconds: 15,
            durationSeconds: 40,
            resumeSeconds: 0,
            watchedSeconds: 0,
            completed: false,
            playlistUrl: null,
            playToken: null,
            expiresAt: null,
            watermark: '138****0001',
            progressIntervalSeconds: 10,
          },
        },
      },
      { signedIn: true },
    );
    renderInApp(<LectureDetailPage />, { path: '/questionBank/lectureDetail?id=7' });
    expect(
      await screen.findByRole('heading', { name: '逻辑填空：从语境关键词锁定答案' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('先找语境中的提示词。')).toBeTruthy();
    const question = screen.getByLabelText('讲解的题目');
    expect(within(question).getByText('因势利导')).toBeTruthy();
    expect(
      within(question).getByText('在题库中练习本题并交卷后，这里会显示答案与解析'),
    ).toBeTruthy();
    expect(await screen.findByText('视频处理中，请稍后再试', {}, WAIT)).toBeTruthy();
    const radio = (await screen.findByRole('radio', {}, WAIT)) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    expect(screen.getByRole('button', { name: '使用体验卡解锁' })).toBeTruthy();
  });

  it('says a lecture taken down is gone', async () => {
    fakeApi({
      'GET /videoTeaching/getQuestion': { code: 404, msg: '讲题不存在或已下架' },
    });
    renderInApp(<LectureDetailPage />, { path: '/questionBank/lectureDetail?id=99' });
    expect(await screen.findByText('讲题不存在或已下架', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回名师讲题' })).toBeTruthy();
  });
});
