import { Type, type Static, type TSchema } from 'typebox';
import { PSY_TRAINING_TYPES, type PsyTrainingType } from '../psychology.ts';
import { endpoint } from './contract.ts';

/**
 * Psychological checks (心理测评) of the question bank: self-assessment questionnaires (scales)
 * on test anxiety, study stress and study routine. A learner answers every item of a scale, the
 * server scores it by the scale's rules and keeps a record; the record's report gives the total,
 * its band, the sub-scale scores, advice and the trainings to try. The scoring keys (which items
 * are reverse-scored, what each option is worth) never leave the server.
 *
 * A check is a self-assessment for planning one's study, not a medical diagnosis.
 */

const TAG = '题库·心理测评';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const CheckId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  errorMessage: { required: '请选择测评', default: '测评编号不正确' },
});
const RecordId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  errorMessage: { required: '请选择测评记录', default: '测评记录编号不正确' },
});
const PageBody = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, errorMessage: '每页条数应为1-50' })),
};

/** 0 is the best band; 3 the one that most needs attention, whichever way the score runs. */
export const BandLevel = Type.Integer({ minimum: 0, maximum: 3 });

export const TrainingType = Type.Unsafe<PsyTrainingType>({
  type: 'string',
  enum: [...PSY_TRAINING_TYPES],
});

/** A band as lists show it: 良好, 轻度, 中度, 较高 (or 一般, 待改善, 需调整 for habits). */
export const BandTag = Type.Object({ level: BandLevel, name: Type.String() });
export type BandTag = Static<typeof BandTag>;

export const CheckSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** What it measures, one or two sentences. */
  measures: Type.String(),
  questionCount: Type.Integer(),
  /** About how long answering takes. */
  minutes: Type.Integer(),
  /** My latest record of it (none for a visitor or before the first). */
  lastResult: Nullable(
    Type.Object({
      recordId: Type.Integer(),
      total: Type.Integer(),
      band: BandTag,
      createdAt: Type.String(),
    }),
  ),
  /** How many times I took it. */
  recordCount: Type.Integer(),
});
export type CheckSummary = Static<typeof CheckSummary>;

/** What is said before the first item. */
export const CheckInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  measures: Type.String(),
  intro: Type.String(),
  /** How to answer, e.g. 请根据最近两周的真实感受作答. */
  instructions: Type.String(),
  minutes: Type.Integer(),
  questionCount: Type.Integer(),
});
export type CheckInfo = Static<typeof CheckInfo>;

/** An item with its answer options, without what the options are worth. */
export const CheckQuestion = Type.Object({
  id: Type.Integer(),
  /** 1-based, the order in which it is asked. */
  no: Type.Integer(),
  stem: Type.String(),
  options: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() })),
});
export type CheckQuestion = Static<typeof CheckQuestion>;

/** The scales, with my last result of each. Visitors see them too. */
export const ListChecks = endpoint({
  method: 'POST',
  path: '/psychologicalCheck/page',
  tag: TAG,
  summary: '心理测评列表（含我最近一次的结果）',
  body: Type.Object(PageBody),
  data: Type.Object({ list: Type.Array(CheckSummary), total: Type.Integer() }),
});

/** The items of a scale, to answer. */
export const GetCheckQuestions = endpoint({
  method: 'GET',
  path: '/psychologicalCheck/questionList',
  tag: TAG,
  summary: '一份测评的题目与选项（不含计分规则）',
  querystring: Type.Object({ checkId: CheckId }),
  data: Type.Object({ check: CheckInfo, questions: Type.Array(CheckQuestion) }),
});

/**
 * Hands in a scale: every item answered once with one of its options. `submitToken` is made by
 * the client once per taking; the same token again answers the record it made. Without one, the
 * same answers to the same scale within a short window are the same submission.
 */
export const SubmitCheck = endpoint({
  method: 'POST',
  path: '/psychologicalCheck/submitAnswer',
  tag: TAG,
  summary: '提交测评答案（服务端计分，生成测评记录）',
  body: Type.Object({
    checkId: CheckId,
    answers: Type.Array(
      Type.Object(
        {
          questionId: Type.Integer({
            minimum: 1,
            maximum: 2_147_483_647,
            errorMessage: { required: '缺少题目编号', default: '题目编号不正确' },
          }),
          optionId: Type.Integer({
            minimum: 1,
            maximum: 2_147_483_647,
            errorMessage: { required: '缺少所选选项', default: '选项编号不正确' },
          }),
        },
        { errorMessage: '答案格式不正确' },
      ),
      {
        maxItems: 100,
        errorMessage: {
          required: '请作答后再提交',
          type: '答案格式不正确',
          maxItems: '答案数量不正确',
        },
      },
    ),
    submitToken: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', errorMessage: '提交凭证格式不正确' }),
    ),
  }),
  data: Type.Object({
    recordId: Type.Integer(),
    /** True when this submission had already been recorded (a repeated click or retry). */
    repeated: Type.Boolean(),
  }),
});

export const RecordSummary = Type.Object({
  id: Type.Integer(),
  checkId: Type.Integer(),
  checkName: Type.String(),
  total: Type.Integer(),
  minScore: Type.Integer(),
  maxScore: Type.Integer(),
  band: BandTag,
  createdAt: Type.String(),
});
export type RecordSummary = Static<typeof RecordSummary>;

/** My records, latest first, of every scale or one. */
export const ListCheckRecords = endpoint({
  method: 'POST',
  path: '/psychologicalCheck/recordPage',
  tag: TAG,
  summary: '我的测评记录',
  body: Type.Object({
    ...PageBody,
    checkId: Type.Optional(CheckId),
  }),
  data: Type.Object({ list: Type.Array(RecordSummary), total: Type.Integer() }),
});

export const SubscaleResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** What it is about. */
  description: Type.String(),
  score: Type.Integer(),
  minScore: Type.Integer(),
  maxScore: Type.Integer(),
  band: Type.Object({ level: BandLevel, name: Type.String(), text: Type.String() }),
});
export type SubscaleResult = Static<typeof SubscaleResult>;

export const SuggestedTraining = Type.Object({
  type: TrainingType,
  name: Type.String(),
  summary: Type.String(),
  minutes: Type.Integer(),
  /** Which result suggested it, e.g. 「身体紧张」处于中度. */
  reason: Type.String(),
});
export type SuggestedTraining = Static<typeof SuggestedTraining>;

export const CheckReport = Type.Object({
  total: Type.Integer(),
  minScore: Type.Integer(),
  maxScore: Type.Integer(),
  /** Which way the score runs, e.g. 分数越高，考试焦虑越明显. */
  scoreNote: Type.String(),
  band: Type.Object({
    level: BandLevel,
    name: Type.String(),
    summary: Type.String(),
    advice: Type.Array(Type.String()),
  }),
  /** Every band of the total, lowest score first, for the bar. */
  bands: Type.Array(
    Type.Object({
      level: BandLevel,
      name: Type.String(),
      minScore: Type.Integer(),
      maxScore: Type.Integer(),
    }),
  ),
  subscales: Type.Array(SubscaleResult),
  /** How it was scored, named on the report. */
  method: Type.String(),
  disclaimer: Type.String(),
  /** Where to find professional help, when the result calls for it. */
  helpNote: Nullable(Type.String()),
  trainings: Type.Array(SuggestedTraining),
});
export type CheckReport = Static<typeof CheckReport>;

/** One of my records: the items with my answers, and its report. */
export const GetCheckRecord = endpoint({
  method: 'GET',
  path: '/psychologicalCheck/questionListByExerciseId',
  tag: TAG,
  summary: '一次测评记录：我的作答与测评报告',
  querystring: Type.Object({ exerciseId: RecordId }),
  data: Type.Object({
    record: Type.Object({ id: Type.Integer(), createdAt: Type.String() }),
    check: CheckInfo,
    questions: Type.Array(Type.Object({ ...CheckQuestion.properties, myOptionId: Type.Integer() })),
    report: CheckReport,
  }),
});
