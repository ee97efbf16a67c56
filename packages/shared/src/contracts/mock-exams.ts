import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from './contract.ts';
import { PageOf } from './common.ts';
import { ExerciseStatus, Id, Page, PageSize, PracticeSession } from './question-bank.ts';
import {
  MOCK_EXAM_STAGE_NAMES,
  MOCK_EXAM_STAGES,
  MOCK_EXAM_STATE_NAMES,
  MOCK_EXAM_STATES,
} from '../mock-exam-words.ts';

/**
 * Mock contests (模考大赛) on the learning API (docs/areas/mock-exams.md): a timed nationwide
 * contest on a set date. Learners apply (with the position they aim at), sit each stage (行测,
 * optionally 申论) on the server's clock between its start and end, and once the contest has
 * closed see their score, their rank overall, in their province and among applicants of the same
 * position, the cohort's statistics and an estimate of their official score (估分).
 *
 * A stage is sat on the question bank's practice screen: mockExamStaged answers the same
 * PracticeSession the past-paper screen opens, and answers are saved and handed in through the
 * bank's historyPaper/submitAnswer (and batchSubmitAnswer) with the session's exercise id.
 * Every time is an ISO-8601 UTC string; `now` is the server's clock, which alone decides.
 */

const TAG = '题库·模考大赛';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const OneOf = <const T extends readonly string[]>(values: T, errorMessage?: string) =>
  Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...values],
    ...(errorMessage ? { errorMessage } : {}),
  });

// ---------------------------------------------------------------------------------------------
// Words

export { MOCK_EXAM_STAGE_NAMES, MOCK_EXAM_STAGES, MOCK_EXAM_STATE_NAMES, MOCK_EXAM_STATES };
export const MockExamState = OneOf(MOCK_EXAM_STATES);
export type MockExamState = Static<typeof MockExamState>;
export const MockExamStage = OneOf(MOCK_EXAM_STAGES);
export type MockExamStage = Static<typeof MockExamStage>;

/** direct: the learner handed in; auto: the server handed in at the stage's end (or limit). */
export const SubmitType = OneOf(['direct', 'auto']);
export type SubmitType = Static<typeof SubmitType>;

// ---------------------------------------------------------------------------------------------
// Request pieces

const MockExamId = Id('模考编号不正确');
const MockExamIdBody = Type.Object({ mockExamId: MockExamId });
const StageInput = OneOf(MOCK_EXAM_STAGES, '考试科目只能是行测或申论');

// ---------------------------------------------------------------------------------------------
// Shapes

/** One stage of a contest and its paper. */
export const StageInfo = Type.Object({
  stage: MockExamStage,
  /** 行测 / 申论 */
  name: Type.String(),
  paperId: Type.Integer(),
  /** Gradable questions (sub-questions of a material count one by one). */
  questionCount: Type.Integer(),
  totalScore: Type.Number(),
  /** The stage's length from start to end. */
  minutes: Type.Integer(),
  startAt: Type.String(),
  endAt: Type.String(),
  /** A first entry is refused after this time (late entrants get the time left to the end). */
  lateEntryAt: Type.String(),
});
export type StageInfo = Static<typeof StageInfo>;

/** not_started; doing (the clock runs and cannot be paused); submitted. */
export const AttemptStatus = OneOf(['not_started', 'doing', 'submitted']);
export type AttemptStatus = Static<typeof AttemptStatus>;

/** My attempt of one stage. */
export const MyStageAttempt = Type.Object({
  stage: MockExamStage,
  status: AttemptStatus,
  /** The attempt to reopen (mockExamStaged reopens it too); null before the first entry. */
  exerciseId: Nullable(Type.Integer()),
  startedAt: Nullable(Type.String()),
  submittedAt: Nullable(Type.String()),
  submitType: Nullable(SubmitType),
  answeredCount: Type.Integer(),
  questionCount: Type.Integer(),
  /** Seconds left while doing; null otherwise. */
  remainingSeconds: Nullable(Type.Integer()),
  /** Whether mockExamStaged would open this stage for me now, and if not, why (Chinese). */
  mayStart: Type.Boolean(),
  startBlockedReason: Type.String(),
  /** Times I left the exam page during this attempt (离开考试页面 N 次). */
  leaveCount: Type.Integer(),
});
export type MyStageAttempt = Static<typeof MyStageAttempt>;

/** The position I aim at, from the enlistment position tables. */
export const AppliedPosition = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** e.g. 一级行政执法员（一） */
  name: Type.String(),
  department: Type.String(),
  location: Type.String(),
  /** The exam the position table belongs to, e.g. 2027国考 */
  examName: Type.String(),
});
export type AppliedPosition = Static<typeof AppliedPosition>;

export const MyApplication = Type.Object({
  appliedAt: Type.String(),
  position: Nullable(AppliedPosition),
  /** The province I am ranked in (from the position's location, or as given); '' if none. */
  province: Type.String(),
  /** Subscribed to the start reminder (config/pushConfig). */
  reminderEnabled: Type.Boolean(),
});
export type MyApplication = Static<typeof MyApplication>;

/** A contest as the lists show it. */
export const MockExamSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** 国考 / 省考 / 事业单位 … */
  examType: Type.String(),
  /** 副省级 / 地市级 / A类 … */
  examinationLevel: Type.String(),
  /** One line under the title, e.g. 全真模拟 · 全国排名 · 估分 */
  subtitle: Type.String(),
  state: MockExamState,
  stateName: Type.String(),
  applyStartAt: Type.String(),
  /** Application stays open until the late-entry cutoff of the first stage. */
  applyEndAt: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  stages: Type.Array(Type.Object({ stage: MockExamStage, name: Type.String() })),
  questionCount: Type.Integer(),
  totalMinutes: Type.Integer(),
  applicantCount: Type.Integer(),
  /** Candidates ranked (those who handed in 行测), once results are out. */
  rankedCount: Type.Integer(),
  resultsPublished: Type.Boolean(),
  /** For a logged-in learner; false for visitors. */
  applied: Type.Boolean(),
});
export type MockExamSummary = Static<typeof MockExamSummary>;

/** One bar of the score distribution: [from, to) in points, the last one closed. */
export const ScoreBucket = Type.Object({
  from: Type.Number(),
  to: Type.Number(),
  count: Type.Integer(),
  /** My score falls in this bar. */
  mine: Type.Boolean(),
});
export type ScoreBucket = Static<typeof ScoreBucket>;

/** A rank within a group, competition ranking: equal scores share a rank (1, 2, 2, 4). */
export const GroupRank = Type.Object({
  /** 全国 / the province / the position's name. */
  name: Type.String(),
  rank: Type.Integer(),
  total: Type.Integer(),
  /** Percent of the others in the group I beat, one decimal. */
  beatPercent: Type.Number(),
});
export type GroupRank = Static<typeof GroupRank>;

/** A module (the question's top-level catalogue, e.g. 数量关系): mine against the cohort. */
export const ModuleResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  questionCount: Type.Integer(),
  myCorrect: Type.Integer(),
  /** Percent, one decimal. */
  myAccuracy: Type.Number(),
  cohortAccuracy: Type.Number(),
});
export type ModuleResult = Static<typeof ModuleResult>;

/** One question of the 行测 paper: my result and how the cohort did. */
export const QuestionResult = Type.Object({
  index: Type.Integer(),
  questionId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  moduleName: Type.String(),
  result: OneOf(['correct', 'wrong', 'unanswered']),
  /** Percent of the cohort who answered it right, one decimal. */
  cohortCorrectRate: Type.Number(),
});
export type QuestionResult = Static<typeof QuestionResult>;

/** 估分: an estimate of the official score, with the method stated. */
export const ScoreEstimate = Type.Object({
  score: Type.Number(),
  low: Type.Number(),
  high: Type.Number(),
  fullScore: Type.Number(),
  /** How the estimate is made, in Chinese, to show on the page. */
  method: Type.String(),
});
export type ScoreEstimate = Static<typeof ScoreEstimate>;

/** The 申论 stage's score: pending (待批改) until graders have graded every answer. */
export const EssayResult = Type.Object({
  status: OneOf(['not_taken', 'pending', 'graded']),
  score: Nullable(Type.Number()),
  totalScore: Type.Number(),
  gradedCount: Type.Integer(),
  questionCount: Type.Integer(),
});
export type EssayResult = Static<typeof EssayResult>;

/** My result, once the contest has closed and results are computed. */
export const ContestResult = Type.Object({
  /** contest: my attempt during the contest, in the cohort; practice: a later practice
   * attempt, placed against the original cohort without joining it. */
  attemptKind: OneOf(['contest', 'practice']),
  exerciseId: Type.Integer(),
  submitType: Nullable(SubmitType),
  submittedAt: Type.String(),
  elapsedSeconds: Type.Integer(),
  score: Type.Number(),
  totalScore: Type.Number(),
  questionCount: Type.Integer(),
  answeredCount: Type.Integer(),
  correctCount: Type.Integer(),
  /** Percent, one decimal. */
  accuracy: Type.Number(),
  overall: GroupRank,
  /** Null when I gave no province (and for a practice attempt). */
  province: Nullable(GroupRank),
  /** Null when I gave no position (and for a practice attempt). */
  position: Nullable(GroupRank),
  cohort: Type.Object({
    count: Type.Integer(),
    average: Type.Number(),
    top: Type.Number(),
  }),
  distribution: Type.Array(ScoreBucket),
  modules: Type.Array(ModuleResult),
  questions: Type.Array(QuestionResult),
  estimate: ScoreEstimate,
  /** Times I left the exam page during the 行测 attempt. */
  leaveCount: Type.Integer(),
  essay: Nullable(EssayResult),
});
export type ContestResult = Static<typeof ContestResult>;

// ---------------------------------------------------------------------------------------------
// Endpoints

/** Public list for /mock and /examination (visitors too). */
export const ListMockExams = endpoint({
  method: 'POST',
  path: '/mockExam/page',
  tag: TAG,
  summary: '模考大赛列表（预告、报名中、进行中、已结束）',
  body: Type.Object({
    state: Type.Optional(OneOf(MOCK_EXAM_STATES, '模考状态不正确')),
    examType: Type.Optional(Type.String({ maxLength: 16, errorMessage: '考试类型不正确' })),
    page: Page,
    size: PageSize,
  }),
  data: PageOf(MockExamSummary),
});

/** The contest page: rules, stages, times, my application and attempts, whether I may start. */
export const GetMockExamExplain = endpoint({
  method: 'POST',
  path: '/mockExam/getMockExamExplain',
  tag: TAG,
  summary: '模考详情（规则、科目、时间、报名与作答状态）',
  body: MockExamIdBody,
  data: Type.Object({
    ...MockExamSummary.properties,
    /** Rules of the contest, plain text, paragraphs separated by line breaks. */
    rules: Type.String(),
    stageList: Type.Array(StageInfo),
    /** Minutes after a stage's start until which a first entry is allowed. */
    lateEntryMinutes: Type.Integer(),
    shuffleQuestions: Type.Boolean(),
    shuffleOptions: Type.Boolean(),
    /** The server's clock: count down from this, not from the browser's. */
    now: Type.String(),
    resultsPublishedAt: Nullable(Type.String()),
    /** Null for visitors and for learners who have not applied. */
    myApplication: Nullable(MyApplication),
    mayApply: Type.Boolean(),
    /** Why not, in Chinese; '' when allowed. */
    applyBlockedReason: Type.String(),
    /** One per stage; empty for visitors. */
    myAttempts: Type.Array(MyStageAttempt),
    /** The stage mockExamStaged would open now (the running one), or null. */
    currentStage: Nullable(MockExamStage),
    mayStart: Type.Boolean(),
    /** Why I may not start now ('' when I may): not applied, not started yet, too late … */
    startBlockedReason: Type.String(),
    /** After the end anyone may sit it as a timed practice (往期模考, mockExamPractice). */
    practiceOpen: Type.Boolean(),
  }),
});

/** Apply (once per learner): inside the window, which stays open until the late-entry cutoff. */
export const ApplyMockExam = endpoint({
  method: 'POST',
  path: '/mockExam/applyMockExam',
  tag: TAG,
  summary: '报名模考（可选报考职位与省份）',
  body: Type.Object({
    mockExamId: MockExamId,
    /** A position of the enlistment position tables (enlistment/positions). */
    positionId: Type.Optional(Id('职位编号不正确')),
    /** Taken from the position's location when a position is given. */
    province: Type.Optional(
      Type.String({ minLength: 2, maxLength: 16, errorMessage: '省份不正确' }),
    ),
  }),
  data: Type.Object({
    application: MyApplication,
    applicantCount: Type.Integer(),
    /** False when I had applied already (nothing changed). */
    newlyApplied: Type.Boolean(),
  }),
});

/**
 * Starts or resumes my attempt of a stage: the practice session of the past-paper screen.
 * Its clock ends at the stage's end (a late entrant gets less time) and cannot be paused.
 */
export const StartMockExamStage = endpoint({
  method: 'POST',
  path: '/mockExam/mockExamStaged',
  tag: TAG,
  summary: '开始或继续模考（按科目，限时，到点自动交卷）',
  body: Type.Object({ mockExamId: MockExamId, stage: StageInput }),
  data: PracticeSession,
});

/**
 * A past contest as a timed practice (往期模考): anyone logged in, after the end. Resumes my
 * open practice of the stage. Its result is placed against the contest's cohort without
 * joining it (getMockExamExercise with its exerciseId).
 */
export const StartMockExamPractice = endpoint({
  method: 'POST',
  path: '/mockExam/mockExamPractice',
  tag: TAG,
  summary: '往期模考练习（限时，与原考生对比排名，不计入排名）',
  body: Type.Object({ mockExamId: MockExamId, stage: StageInput }),
  data: PracticeSession,
});

/**
 * My result: my contest attempt by default, or one of my practice attempts of the contest
 * (exerciseId). Before the results are out: my hand-in state only (`result` null).
 */
export const GetMockExamResult = endpoint({
  method: 'POST',
  path: '/mockExam/getMockExamExercise',
  tag: TAG,
  summary: '模考成绩（得分、排名、分数分布、模块对比、估分）',
  body: Type.Object({
    mockExamId: MockExamId,
    exerciseId: Type.Optional(Id('练习编号不正确')),
  }),
  data: Type.Object({
    mockExamId: Type.Integer(),
    title: Type.String(),
    state: MockExamState,
    now: Type.String(),
    endAt: Type.String(),
    resultsPublished: Type.Boolean(),
    resultsPublishedAt: Nullable(Type.String()),
    applied: Type.Boolean(),
    myAttempts: Type.Array(MyStageAttempt),
    /** My practice attempts of this past contest, newest first. */
    practiceAttempts: Type.Array(
      Type.Object({
        exerciseId: Type.Integer(),
        stage: MockExamStage,
        status: ExerciseStatus,
        score: Nullable(Type.Number()),
        submittedAt: Nullable(Type.String()),
      }),
    ),
    /** Null until results are out (or when I have no handed-in 行测 attempt). */
    result: Nullable(ContestResult),
    /** Why there is no result yet, in Chinese ('' when there is one). */
    pendingReason: Type.String(),
  }),
});

/** My applied contests (/personalCenter/myMock, /questionBank/mockRecord). */
export const ListMyMockExams = endpoint({
  method: 'POST',
  path: '/mockExam/userApplyMockExamList',
  tag: TAG,
  summary: '我报名的模考（状态、成绩与排名）',
  body: Type.Object({
    page: Page,
    size: PageSize,
    state: Type.Optional(OneOf(MOCK_EXAM_STATES, '模考状态不正确')),
  }),
  data: PageOf(
    Type.Object({
      ...MockExamSummary.properties,
      appliedAt: Type.String(),
      /** My 行测 attempt: not_started / doing / submitted. */
      attemptStatus: AttemptStatus,
      /** Once results are out and I handed in 行测. */
      score: Nullable(Type.Number()),
      totalScore: Type.Number(),
      rank: Nullable(Type.Integer()),
      rankTotal: Nullable(Type.Integer()),
    }),
  ),
});

/** Leaving the exam page (tab hidden) and coming back, logged with the server's time. */
export const LogMockExamLeave = endpoint({
  method: 'POST',
  path: '/mockExam/leaveLog',
  tag: TAG,
  summary: '考试页面离开记录（切屏）',
  body: Type.Object({
    mockExamId: MockExamId,
    stage: StageInput,
    event: OneOf(['hidden', 'visible'], '事件类型只能是 hidden 或 visible'),
  }),
  data: Type.Object({
    /** Times I have left the page during this attempt (hidden events). */
    leaveCount: Type.Integer(),
    /** False when the event was not recorded (no running attempt, or too many too fast). */
    recorded: Type.Boolean(),
  }),
});

export const PushSetting = Type.Object({
  mockExamId: Type.Integer(),
  enabled: Type.Boolean(),
  /** When the reminder is due (before the first stage starts). */
  remindAt: Type.String(),
  /** Whether a reminder is actually sent by this site, and how, in Chinese. */
  delivery: Type.String(),
});
export type PushSetting = Static<typeof PushSetting>;

/** My start reminder for a contest (kept per contest; needs an application). */
export const GetMockPushSetting = endpoint({
  method: 'POST',
  path: '/config/getMockPushSetting',
  tag: TAG,
  summary: '模考开考提醒设置',
  body: MockExamIdBody,
  data: PushSetting,
});

export const SetMockPushSetting = endpoint({
  method: 'POST',
  path: '/config/pushConfig',
  tag: TAG,
  summary: '开启或关闭模考开考提醒',
  body: Type.Object({
    mockExamId: MockExamId,
    enabled: Type.Boolean({ errorMessage: '请选择开启或关闭提醒' }),
  }),
  data: PushSetting,
});
