/**
 * Test harness of the contest pages: contest data to answer with (the fake API, the providers
 * and the router are in test/app-harness).
 */
import type { MockExamCard } from './api/mock-exam-page';
import type { MockExamExplain } from './api/mock-exam-explain';
import type { ContestResult, MockExamResult } from './api/mock-exam-result';

/** A budget for the first answers on a busy machine, not an expectation. */
export const WAIT = { timeout: 8_000 };

export const NOW = '2026-05-10T02:00:00.000Z';

export function contestCard(id: number, changes: Partial<MockExamCard> = {}): MockExamCard {
  return {
    id,
    title: `2027国考行测全真模考（第${id}期）`,
    examType: '国考',
    examinationLevel: '地市级',
    subtitle: '全真模拟 · 全国排名 · 估分',
    state: 'applying',
    stateName: '报名中',
    applyStartAt: '2026-05-01T00:00:00.000Z',
    applyEndAt: '2026-05-16T01:30:00.000Z',
    startAt: '2026-05-16T01:00:00.000Z',
    endAt: '2026-05-16T09:00:00.000Z',
    stages: [
      { stage: 'xingce', name: '行测' },
      { stage: 'shenlun', name: '申论' },
    ],
    questionCount: 135,
    totalMinutes: 300,
    applicantCount: 1286,
    rankedCount: 0,
    resultsPublished: false,
    applied: false,
    ...changes,
  };
}

/** A contest of two stages on 16 May (行测 9:00–11:00, 申论 14:00–17:00 China time). */
export function contestExplain(changes: Partial<MockExamExplain> = {}): MockExamExplain {
  return {
    ...contestCard(3),
    rules: '本场模考按照国考真实题量和时长组卷。\n考试开始后请独立完成作答，切换页面会被记录。',
    stageList: [
      {
        stage: 'xingce',
        name: '行测',
        paperId: 31,
        questionCount: 135,
        totalScore: 100,
        minutes: 120,
        startAt: '2026-05-16T01:00:00.000Z',
        endAt: '2026-05-16T03:00:00.000Z',
        lateEntryAt: '2026-05-16T01:30:00.000Z',
      },
      {
        stage: 'shenlun',
        name: '申论',
        paperId: 32,
        questionCount: 5,
        totalScore: 100,
        minutes: 180,
        startAt: '2026-05-16T06:00:00.000Z',
        endAt: '2026-05-16T09:00:00.000Z',
        lateEntryAt: '2026-05-16T06:30:00.000Z',
      },
    ],
    lateEntryMinutes: 30,
    shuffleQuestions: true,
    shuffleOptions: false,
    now: NOW,
    resultsPublishedAt: null,
    myApplication: null,
    mayApply: true,
    applyBlockedReason: '',
    myAttempts: [],
    currentStage: null,
    mayStart: false,
    startBlockedReason: '请先报名',
    practiceOpen: false,
    ...changes,
  };
}

export function contestResult(changes: Partial<ContestResult> = {}): ContestResult {
  return {
    attemptKind: 'contest',
    exerciseId: 901,
    submitType: 'direct',
    submittedAt: '2026-05-16T02:50:00.000Z',
    elapsedSeconds: 6600,
    score: 72.5,
    totalScore: 100,
    questionCount: 135,
    answeredCount: 130,
    correctCount: 96,
    accuracy: 71.1,
    overall: { name: '全国', rank: 128, total: 1180, beatPercent: 89.2 },
    province: { name: '广东省', rank: 12, total: 96, beatPercent: 88.4 },
    position: { name: '一级行政执法员（一）', rank: 2, total: 7, beatPercent: 83.3 },
    cohort: { count: 1180, average: 61.4, top: 91.5 },
    distribution: [
      { from: 30, to: 40, count: 40, mine: false },
      { from: 40, to: 50, count: 160, mine: false },
      { from: 50, to: 60, count: 330, mine: false },
      { from: 60, to: 70, count: 380, mine: false },
      { from: 70, to: 80, count: 210, mine: true },
      { from: 80, to: 90, count: 55, mine: false },
      { from: 90, to: 100, count: 5, mine: false },
    ],
    modules: [
      {
        id: 1,
        name: '言语理解与表达',
        questionCount: 40,
        myCorrect: 31,
        myAccuracy: 77.5,
        cohortAccuracy: 68.2,
      },
      {
        id: 2,
        name: '数量关系',
        questionCount: 15,
        myCorrect: 6,
        myAccuracy: 40,
        cohortAccuracy: 35.1,
      },
    ],
    questions: [
      {
        index: 1,
        questionId: 501,
        parentId: null,
        moduleName: '言语理解与表达',
        result: 'correct',
        cohortCorrectRate: 82.4,
      },
      {
        index: 2,
        questionId: 502,
        parentId: null,
        moduleName: '数量关系',
        result: 'wrong',
        cohortCorrectRate: 31.6,
      },
      {
        index: 3,
        questionId: 503,
        parentId: null,
        moduleName: '数量关系',
        result: 'unanswered',
        cohortCorrectRate: 20,
      },
    ],
    estimate: {
      score: 70.8,
      low: 67.5,
      high: 74,
      fullScore: 100,
      method:
        '按本场考生得分与历年国考地市级进面分数线的对应关系换算，区间为该换算的常见误差范围。',
    },
    leaveCount: 1,
    essay: { status: 'pending', score: null, totalScore: 100, gradedCount: 2, questionCount: 5 },
    ...changes,
  };
}

export function resultAnswer(changes: Partial<MockExamResult> = {}): MockExamResult {
  return {
    mockExamId: 3,
    title: '2027国考行测全真模考（第3期）',
    state: 'ended',
    now: NOW,
    endAt: '2026-05-16T09:00:00.000Z',
    resultsPublished: true,
    resultsPublishedAt: '2026-05-16T09:05:00.000Z',
    applied: true,
    myAttempts: [],
    practiceAttempts: [],
    result: contestResult(),
    pendingReason: '',
    ...changes,
  };
}
