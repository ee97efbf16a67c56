import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from './contract.ts';
import { PageOf } from './common.ts';
import { Analysis, Equity, Id, Question } from './question-bank.ts';

/**
 * Difficulty-bound practice (难度分级练习) on the learning API (docs/areas/bounded-practice.md):
 * one set per module of a question-bank subject. A question's difficulty is the correct rate of
 * everyone who answered it (once enough have), else its authored level; the three bands
 * 基础 / 进阶 / 冲刺 each stand for a range of that rate. A learner practises one question at a
 * time within their band in the set, and every round of answers moves the band up or down by the
 * round's accuracy. The server serves, grades and moves; the key comes only with the answer.
 */

export const TAG = '题库·难度分级练习';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const OneOf = <const T extends readonly string[]>(values: T, options: object = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** From easy to hard: basic 基础, advanced 进阶, sprint 冲刺. */
export const BAND_CODES = ['basic', 'advanced', 'sprint'] as const;
export const BandCode = OneOf(BAND_CODES);
export type BandCode = Static<typeof BandCode>;

/** A band and the correct rates (percent) it stands for: minRate ≤ rate < maxRate (100 included). */
export const Band = Type.Object({
  code: BandCode,
  /** 基础, 进阶, 冲刺 */
  name: Type.String(),
  /** 1 (easiest) to 3. */
  level: Type.Integer(),
  minRate: Type.Integer(),
  maxRate: Type.Integer(),
  /** e.g. 正确率 70% 及以上的题目 */
  description: Type.String(),
});
export type Band = Static<typeof Band>;

/** How a set moves the band, and when a question's difficulty comes from its answers. */
export const BandRule = Type.Object({
  /** Answers per round: the band is reconsidered after each round. */
  roundSize: Type.Integer(),
  /** A round at this accuracy (percent) or more moves one band up (harder). */
  upAtPercent: Type.Integer(),
  /** A round at this accuracy or less moves one band down (easier). */
  downAtPercent: Type.Integer(),
  /** Answers a question needs before its cohort's correct rate replaces its authored level. */
  cohortMinAnswers: Type.Integer(),
  /** The rule in one Chinese sentence, for the page. */
  text: Type.String(),
});
export type BandRule = Static<typeof BandRule>;

/** Where a question's difficulty came from. */
export const RateSource = OneOf(['cohort', 'authored']);
export type RateSource = Static<typeof RateSource>;

export const Difficulty = Type.Object({
  source: RateSource,
  /** The cohort's correct rate, or the rate the authored level stands for (percent). */
  ratePercent: Type.Integer(),
  /** Graded answers counted (cohort), 0 for an authored estimate below the threshold. */
  answerCount: Type.Integer(),
  /** The question's authored level, 1 (easy) to 5. */
  authoredLevel: Type.Integer(),
  /** e.g. 全站正确率 62%（128 人次作答） or 命题难度 3 级（作答不足 30 人次） */
  text: Type.String(),
});
export type Difficulty = Static<typeof Difficulty>;

/** A learner's state in a set. */
export const SetProgress = Type.Object({
  band: BandCode,
  answeredCount: Type.Integer(),
  correctCount: Type.Integer(),
  /** Percent, rounded; 0 before the first answer. */
  accuracy: Type.Integer(),
  timeSpentSeconds: Type.Integer(),
  /** Answers of the round under way, and how many of them right. */
  roundAnswered: Type.Integer(),
  roundCorrect: Type.Integer(),
  roundSize: Type.Integer(),
  roundsCompleted: Type.Integer(),
  lastAnsweredAt: Nullable(Type.String()),
});
export type SetProgress = Static<typeof SetProgress>;

/** One completed round: the band history. */
export const BandRound = Type.Object({
  roundNo: Type.Integer(),
  bandBefore: BandCode,
  bandAfter: BandCode,
  /** up: one band harder; down: one easier; stay. */
  result: OneOf(['up', 'down', 'stay']),
  answered: Type.Integer(),
  correct: Type.Integer(),
  accuracy: Type.Integer(),
  createdAt: Type.String(),
});
export type BandRound = Static<typeof BandRound>;

export const BandCount = Type.Object({ band: BandCode, questionCount: Type.Integer() });
export type BandCount = Static<typeof BandCount>;

/** A set as the list shows it to the person asking. */
export const BoundSet = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  moduleId: Type.Integer(),
  /** e.g. 言语理解与表达·难度分级 */
  name: Type.String(),
  moduleName: Type.String(),
  intro: Type.String(),
  vipOnly: Type.Boolean(),
  /** Whether the person may practise it (VIP rules; false for a visitor of a VIP set). */
  hasEquity: Type.Boolean(),
  /** The person's band; where a new learner starts for a visitor or one who never practised. */
  band: BandCode,
  /** Questions the person may be served now, in each band. */
  bandCounts: Type.Array(BandCount),
  /** Of these, in the person's band. */
  availableCount: Type.Integer(),
  rule: BandRule,
  /** Null for a visitor or before the first question. */
  progress: Nullable(SetProgress),
});
export type BoundSet = Static<typeof BoundSet>;

export const ListBoundSets = endpoint({
  method: 'GET',
  path: '/boundsDifficulty/list',
  tag: TAG,
  summary: '难度分级练习：科目各模块的练习、难度档位与我的进度',
  querystring: Type.Object({ subjectId: Type.Optional(Id('科目编号不正确')) }),
  data: Type.Object({
    /** Subjects that have sets. */
    subjects: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    /** The subject shown (the one asked for, else the first); null when there are no sets. */
    subjectId: Nullable(Type.Integer()),
    bands: Type.Array(Band),
    sets: Type.Array(BoundSet),
  }),
});

export const SetIdQuery = Type.Object({ setId: Id('练习编号不正确') });

/** Whether the person may practise a set (VIP rules as the question bank's checkEquity). */
export const CheckBoundSetEquity = endpoint({
  method: 'GET',
  path: '/boundsDifficulty/checkEquity',
  tag: TAG,
  summary: '权益校验：能否练习该难度分级练习',
  querystring: SetIdQuery,
  data: Equity,
});

const SetBrief = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subjectName: Type.String(),
  moduleName: Type.String(),
  rule: BandRule,
});

/**
 * The next question in the person's band, without key or analysis. A question served and not
 * yet answered is served again (a reload does not draw another).
 */
export const GetBoundQuestion = endpoint({
  method: 'GET',
  path: '/boundsDifficulty/v2/getQuestion',
  tag: TAG,
  summary: '出题：当前难度档位的下一道题（不含答案与解析）',
  querystring: SetIdQuery,
  data: Type.Object({
    set: SetBrief,
    question: Question,
    /** The band it was drawn from. */
    band: BandCode,
    difficulty: Difficulty,
    servedAt: Type.String(),
    progress: SetProgress,
  }),
});

/** The answer to the question served last in the set; graded here, then the key is released. */
export const SubmitBoundAnswer = endpoint({
  method: 'POST',
  path: '/boundsDifficulty/v2/submitAnswer',
  tag: TAG,
  summary: '提交作答：判分，返回答案与解析，并按本轮正确率调整难度档位',
  body: Type.Object({
    setId: Id('练习编号不正确'),
    questionId: Id('题目编号不正确'),
    answer: Type.Union(
      [
        Type.String({ maxLength: 100 }),
        Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 }),
      ],
      { errorMessage: '答案格式不正确' },
    ),
    /** Seconds spent on the question (the client's clock; the server caps it by its own). */
    timeSpent: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 86_400, errorMessage: '用时不正确' }),
    ),
  }),
  data: Type.Object({
    questionId: Type.Integer(),
    isCorrect: Type.Boolean(),
    /** My answer as stored (letters, sorted). */
    userAnswer: Type.String(),
    /** The key. */
    answer: Type.String(),
    answerList: Type.Array(Type.String()),
    /** Text analyses of the question. */
    analysisList: Type.Array(Analysis),
    difficulty: Difficulty,
    progress: SetProgress,
    /** The round this answer completed (the band may have moved), else null. */
    round: Nullable(BandRound),
  }),
});

export const RecentAnswer = Type.Object({
  questionId: Type.Integer(),
  /** Plain-text start of the stem. */
  summary: Type.String(),
  band: BandCode,
  isCorrect: Type.Boolean(),
  timeSpent: Type.Integer(),
  answeredAt: Type.String(),
});
export type RecentAnswer = Static<typeof RecentAnswer>;

export const SetRecord = Type.Object({
  setId: Type.Integer(),
  setName: Type.String(),
  subjectName: Type.String(),
  moduleName: Type.String(),
  progress: SetProgress,
  /** Completed rounds, newest first (at most 50). */
  rounds: Type.Array(BandRound),
  /** The last answers, newest first (at most 10). */
  recent: Type.Array(RecentAnswer),
  startedAt: Type.String(),
});
export type SetRecord = Static<typeof SetRecord>;

/** My practice per set, latest first: answers, accuracy, band history, last answers. */
export const ListBoundRecords = endpoint({
  method: 'GET',
  path: '/boundsDifficulty/recordList',
  tag: TAG,
  summary: '我的难度分级练习记录（作答数、正确率、难度档位变化）',
  querystring: Type.Object({
    setId: Type.Optional(Id('练习编号不正确')),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
    size: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 50, errorMessage: '每页条数应为1-50' }),
    ),
  }),
  data: PageOf(SetRecord),
});
