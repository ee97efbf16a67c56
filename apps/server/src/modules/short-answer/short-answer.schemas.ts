import { Type, type TSchema } from 'typebox';
import { Analysis, Id } from '../question-bank/public.ts';
import { SA_MSG } from './messages.ts';

/** Request and response shapes of the short-answer, upload and grading calls. */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Credentials = Type.Object({
  accessKeyId: Type.String(),
  accessKeySecret: Type.String(),
  bucket: Type.String(),
  regionId: Type.String(),
  securityToken: Type.String(),
  expiration: Type.String(),
  dir: Type.String(),
  maxBytes: Type.Integer(),
  accept: Type.Array(Type.String()),
  provider: Type.String(),
});

export const PresignBody = Type.Object({
  securityToken: Type.String({ minLength: 1, maxLength: 2000, errorMessage: SA_MSG.tokenExpired }),
  fileName: Type.String({ minLength: 1, maxLength: 255, errorMessage: SA_MSG.badType }),
  contentType: Type.String({ maxLength: 100, errorMessage: SA_MSG.badType }),
  size: Type.Integer({ minimum: 0, errorMessage: '图片大小不正确' }),
});

export const PresignResult = Type.Object({
  uploadUrl: Type.String(),
  method: Type.Literal('PUT'),
  headers: Type.Record(Type.String(), Type.String()),
  key: Type.String(),
  url: Type.String(),
});

export const SignedQuery = Type.Object({
  key: Type.String({ maxLength: 200, errorMessage: SA_MSG.tokenExpired }),
  expires: Type.Integer({ minimum: 0, errorMessage: SA_MSG.tokenExpired }),
  sig: Type.String({ pattern: '^[0-9a-f]{64}$', errorMessage: SA_MSG.tokenExpired }),
});

/** Read URLs: a bad or missing signature is a 403 of the handler, not a schema error. */
export const ReadQuery = Type.Object({
  key: Type.String({ maxLength: 200, default: '' }),
  expires: Type.String({ maxLength: 20, default: '' }),
  sig: Type.String({ maxLength: 200, default: '' }),
});

export const ListBody = Type.Object({
  catalogueId: Type.Optional(Id('目录编号不正确')),
  paperId: Type.Optional(Id('试卷编号不正确')),
});

const ItemQuestion = Type.Object({
  id: Type.Integer(),
  index: Type.Integer(),
  title: Type.String(),
  wordsNum: Nullable(Type.Integer()),
  score: Type.Number(),
  status: Type.String(),
  userScore: Nullable(Type.Number()),
});

export const ListResult = Type.Object({
  title: Type.String(),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.String(),
      title: Type.String(),
      locked: Type.Boolean(),
      questions: Type.Array(ItemQuestion),
    }),
  ),
});

export const LearnerAnswer = Type.Object({
  answer: Type.String(),
  url: Type.Array(Type.String()),
  previewUrl: Type.Array(Type.String()),
  status: Type.String(),
  savedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
  userScore: Nullable(Type.Number()),
  score: Type.Number(),
  checkNote: Type.String(),
  gradedAt: Nullable(Type.String()),
});

const Material = Type.Object({ content: Type.String() });

export const QuestionResult = Type.Object({
  question: Type.Object({
    id: Type.Integer(),
    questionTypeCode: Type.String(),
    context: Type.String(),
    materialContext: Type.Array(Material),
    wordsNum: Nullable(Type.Integer()),
    score: Type.Number(),
    parentId: Nullable(Type.Integer()),
    siblings: Type.Array(Type.Integer()),
    checkAnswerUrl: Type.Array(Type.Object({ url: Type.String() })),
    answer: Nullable(Type.String()),
    analysisList: Type.Array(Analysis),
  }),
  answer: Nullable(LearnerAnswer),
  showAnswer: Type.Boolean(),
  showGrading: Type.Boolean(),
});

export const SaveBody = Type.Object({
  id: Id('题目编号不正确'),
  answer: Type.String({ maxLength: 100_000, errorMessage: '作答内容不正确' }),
  url: Type.Optional(
    Type.Array(Type.String({ maxLength: 1000, errorMessage: SA_MSG.badUrl }), {
      maxItems: 100,
      errorMessage: SA_MSG.tooManyPictures,
    }),
  ),
  // Optional and additive: clients that send none keep last-write-wins.
  rev: Type.Optional(
    Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, errorMessage: '保存序号不正确' }),
  ),
});

export const SaveResult = Type.Object({
  savedAt: Type.String(),
  status: Type.String(),
  stale: Type.Optional(Type.Boolean()),
});

export const QueueQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('mine'), Type.Literal('graded')], {
      errorMessage: '批改状态不正确',
    }),
  ),
  paperId: Type.Optional(Id('试卷编号不正确')),
  questionId: Type.Optional(Id('题目编号不正确')),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, errorMessage: '页码不正确' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, errorMessage: '每页条数应为1-100' }),
  ),
});

export const QueueResult = Type.Object({
  total: Type.Integer(),
  list: Type.Array(
    Type.Object({
      answerId: Type.Integer(),
      questionId: Type.Integer(),
      questionTitle: Type.String(),
      paperTitle: Type.String(),
      userName: Type.String(),
      submittedAt: Type.String(),
      status: Type.String(),
      lockedBy: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
      lockedByMe: Type.Boolean(),
      userScore: Nullable(Type.Number()),
      score: Type.Number(),
      gradedByMe: Type.Boolean(),
      /** Until when I may still change my grade; null: not mine, or final. */
      reviseUntil: Nullable(Type.String()),
    }),
  ),
  groups: Type.Array(
    Type.Object({
      questionId: Type.Integer(),
      questionTitle: Type.String(),
      paperTitle: Type.String(),
      pending: Type.Integer(),
    }),
  ),
});

export const AnswerIdBody = Type.Object({ answerId: Id('作答编号不正确') });

export const ClaimResult = Type.Object({
  answerId: Type.Integer(),
  question: Type.Object({
    id: Type.Integer(),
    context: Type.String(),
    materialContext: Type.Array(Material),
    answer: Type.String(),
    wordsNum: Nullable(Type.Integer()),
    score: Type.Number(),
    analysisList: Type.Array(Analysis),
  }),
  learner: Type.Object({
    userName: Type.String(),
    answer: Type.String(),
    url: Type.Array(Type.String()),
    previewUrl: Type.Array(Type.String()),
    submittedAt: Type.String(),
  }),
  lockExpiresAt: Type.String(),
});

/** A graded answer as its grader sees it: the claim's view, the grade, and its window. */
export const GradedAnswerResult = Type.Object({
  answerId: Type.Integer(),
  question: ClaimResult.properties.question,
  learner: ClaimResult.properties.learner,
  grade: Type.Object({
    score: Type.Number(),
    checkNote: Type.String(),
    gradedAt: Type.String(),
    reviseUntil: Nullable(Type.String()),
  }),
});

export const GradeBody = Type.Object({
  answerId: Id('作答编号不正确'),
  score: Type.Number({ errorMessage: SA_MSG.badScore }),
  checkNote: Type.Optional(Type.String({ maxLength: 50_000, errorMessage: SA_MSG.noteTooLong })),
});
