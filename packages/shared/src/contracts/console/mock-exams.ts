import { Type, type Static } from 'typebox';
import {
  CONTEST_LATE_ENTRY_MAX,
  CONTEST_LEVEL_MAX,
  CONTEST_RULES_MAX,
  CONTEST_SUBTITLE_MAX,
  CONTEST_TITLE_MAX,
  ConsoleMockExamMsg,
} from '../../console-mock-exams.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { Instant, PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';
import {
  MOCK_EXAM_STAGES,
  MOCK_EXAM_STATES,
  type MockExamStage,
  type MockExamState,
} from '../mock-exams.ts';

/**
 * The console's mock contests (模考大赛): each contest with its stages, papers, applicants and
 * results, and scheduling a new one from draft papers of 试卷管理. Results are computed by the
 * server when the last stage closes; the console shows them.
 */
const TAG = '后台·模考大赛';
const ROLES = CONSOLE_SECTION_ROLES.mockExams;

const Stage = Type.Unsafe<MockExamStage>({
  type: 'string',
  enum: [...MOCK_EXAM_STAGES],
  errorMessage: ConsoleMockExamMsg.stageRepeated,
});
const State = Type.Unsafe<MockExamState>({ type: 'string', enum: [...MOCK_EXAM_STATES] });
const ContestId = Type.Integer({ minimum: 1, errorMessage: ConsoleMockExamMsg.notFound });

export const ConsoleMockExamStage = Type.Object({
  stage: Stage,
  paperId: Type.Integer(),
  paperTitle: Type.String(),
  questionCount: Type.Integer(),
  startAt: Type.String(),
  endAt: Type.String(),
});

export const ConsoleMockExam = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  examType: Type.String(),
  examinationLevel: Type.String(),
  rules: Type.String(),
  state: State,
  applyStartAt: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  lateEntryMinutes: Type.Integer(),
  shuffleQuestions: Type.Boolean(),
  shuffleOptions: Type.Boolean(),
  stages: Type.Array(ConsoleMockExamStage),
  applicants: Type.Integer(),
  /** Learners who entered the 行测 stage. */
  candidates: Type.Integer(),
  /** When the results were computed (after the last stage closed), or null. */
  resultsPublishedAt: Type.Union([Type.String(), Type.Null()]),
  rankedCount: Type.Integer(),
  averageScore: Type.Union([Type.Number(), Type.Null()]),
  topScore: Type.Union([Type.Number(), Type.Null()]),
  createdAt: Type.String(),
});
export type ConsoleMockExam = Static<typeof ConsoleMockExam>;

export const ListConsoleMockExams = endpoint({
  method: 'GET',
  path: '/console/mock-exams',
  tag: TAG,
  summary: '模考大赛（开考时间新的在前）：各场试卷、报名与参考人数、成绩',
  roles: ROLES,
  querystring: PageQuery,
  data: PageOf(ConsoleMockExam),
});

export const ContestPaperOption = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The stage its subject sits in. */
  stage: Stage,
  questionCount: Type.Integer(),
  timeLimitMinutes: Type.Integer(),
});
export type ContestPaperOption = Static<typeof ContestPaperOption>;

export const ListContestPaperOptions = endpoint({
  method: 'GET',
  path: '/console/mock-exams/papers',
  tag: TAG,
  summary: '可作为模考试卷的草稿试卷：行测场用不含申论题的，申论场用只有申论题的',
  roles: ROLES,
  data: Type.Array(ContestPaperOption),
});

/** What a contest's schedule holds: written when it is scheduled, and when it is changed. */
const ScheduleFields = Type.Object({
  title: Type.String({
    maxLength: CONTEST_TITLE_MAX * 2,
    errorMessage: ConsoleMockExamMsg.titleTooLong,
  }),
  subtitle: Type.String({
    maxLength: CONTEST_SUBTITLE_MAX * 2,
    errorMessage: ConsoleMockExamMsg.subtitleTooLong,
  }),
  examType: Type.String({ maxLength: 20, errorMessage: ConsoleMockExamMsg.examTypeInvalid }),
  examinationLevel: Type.String({
    maxLength: CONTEST_LEVEL_MAX * 2,
    errorMessage: ConsoleMockExamMsg.levelTooLong,
  }),
  rules: Type.String({
    maxLength: CONTEST_RULES_MAX * 2,
    errorMessage: ConsoleMockExamMsg.rulesTooLong,
  }),
  applyStartAt: Instant(ConsoleMockExamMsg.timeInvalid),
  lateEntryMinutes: Type.Integer({
    minimum: 0,
    maximum: CONTEST_LATE_ENTRY_MAX,
    errorMessage: ConsoleMockExamMsg.lateEntryInvalid,
  }),
  shuffleQuestions: Type.Boolean(),
  shuffleOptions: Type.Boolean(),
  stages: Type.Array(
    Type.Object({
      stage: Stage,
      paperId: Type.Integer({ minimum: 1, errorMessage: ConsoleMockExamMsg.paperNotDraft }),
      startAt: Instant(ConsoleMockExamMsg.timeInvalid),
      endAt: Instant(ConsoleMockExamMsg.timeInvalid),
    }),
    { minItems: 1, maxItems: 2, errorMessage: ConsoleMockExamMsg.xingceRequired },
  ),
});

export const CreateConsoleMockExam = endpoint({
  method: 'POST',
  path: '/console/mock-exams/create',
  tag: TAG,
  summary: '排期一场模考：行测一场（可加申论一场），所选草稿试卷成为本场模考的保密试卷',
  roles: ROLES,
  body: ScheduleFields,
  data: ConsoleMockExam,
});

export const UpdateConsoleMockExam = endpoint({
  method: 'POST',
  path: '/console/mock-exams/update',
  tag: TAG,
  summary: '修改尚未开考的模考：时间、名称与须知；无人报名时还可更换试卷、增减申论场',
  roles: ROLES,
  body: Type.Object({ id: ContestId, ...ScheduleFields.properties }),
  data: ConsoleMockExam,
});

export const CancelConsoleMockExam = endpoint({
  method: 'POST',
  path: '/console/mock-exams/cancel',
  tag: TAG,
  summary: '取消尚未开考且无人报名的模考；其试卷回到草稿',
  roles: ROLES,
  body: Type.Object({ id: ContestId }),
  data: Type.Null(),
});
