import { Type, type Static, type TSchema } from 'typebox';

/**
 * Request and response shapes of the learning API's question bank, with the field names the
 * web app reads. They are the documentation in /docs and the serializers: a field not listed
 * here never leaves the server.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Id = (errorMessage = '编号不正确') =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, errorMessage });

export const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
export const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 }));

export const KnowledgePoint = Type.Object({ id: Type.Integer(), name: Type.String() });

export const QuestionOption = Type.Object({ optionHead: Type.String(), content: Type.String() });

/** type text: sanitized HTML; video: the video id (play it through media/playUrl); audio: a
 * signed, expiring address. */
export const Analysis = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  analysis: Type.String(),
  isAi: Type.Integer(),
  thumbsUp: Nullable(Type.Integer()),
  durationSeconds: Type.Optional(Type.Integer()),
});

export const UserAnswer = Type.Object({
  questionId: Type.Integer(),
  answer: Type.String(),
  answerList: Type.Array(Type.String()),
  url: Type.Array(Type.String()),
  timeSpent: Type.Integer(),
  /** Only after hand-in: 1 right, 0 wrong, null unanswered or not auto-graded. */
  isCorrect: Type.Optional(Nullable(Type.Integer())),
});
export type UserAnswer = Static<typeof UserAnswer>;

const questionFields = {
  id: Type.Integer(),
  questionTypeCode: Type.String(),
  context: Type.String(),
  questionOptionList: Type.Array(QuestionOption),
  answerSize: Type.Integer(),
  difficulty: Type.Integer(),
  score: Type.Number(),
  wordsNum: Nullable(Type.Integer()),
  knowledgePoint: Nullable(KnowledgePoint),
  source: Type.String(),
  vipOnly: Type.Boolean(),
  isStarred: Type.Boolean(),
  /** Review only, and only for those with the right: the key and the analyses. */
  answer: Type.Optional(Type.String()),
  answerList: Type.Optional(Type.Array(Type.String())),
  analysisList: Type.Optional(Type.Array(Analysis)),
  /** Review without the key: not handed in, VIP content without the right, or under exam. */
  locked: Type.Optional(Type.Boolean()),
  /** vip: the stem, options and materials are withheld too; exam: a running timed attempt
   * holds the question, and its key comes after that is handed in. */
  lockedReason: Type.Optional(Type.Union([Type.Literal('vip'), Type.Literal('exam')])),
};

export const SubQuestion = Type.Object({ ...questionFields, parentId: Type.Integer() });
export type SubQuestion = Static<typeof SubQuestion>;

export const Question = Type.Object({
  ...questionFields,
  materialContext: Type.Array(Type.Object({ content: Type.String() })),
  sonQuestion: Type.Array(SubQuestion),
});
export type Question = Static<typeof Question>;

export const ExerciseState = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  status: Type.String(),
  questionCount: Type.Integer(),
  answeredCount: Type.Integer(),
  elapsedSeconds: Type.Integer(),
  timeLimitSeconds: Nullable(Type.Integer()),
  remainingSeconds: Nullable(Type.Integer()),
  currentIndex: Type.Integer(),
  subjectId: Nullable(Type.Integer()),
  catalogueId: Nullable(Type.Integer()),
  paperId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
});
export type ExerciseState = Static<typeof ExerciseState>;

export const PracticeSession = Type.Object({
  exercise: ExerciseState,
  questions: Type.Array(Question),
  userAnswers: Type.Array(UserAnswer),
});
export type PracticeSession = Static<typeof PracticeSession>;

export const KnowledgePointResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  total: Type.Integer(),
  correct: Type.Integer(),
  accuracy: Type.Number(),
});

export const AnswerCardItem = Type.Object({
  questionId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  index: Type.Integer(),
  /** correct, wrong, unanswered or ungraded (short answers). */
  result: Type.String(),
  timeSpent: Type.Integer(),
});

export const Report = Type.Object({
  exerciseId: Type.Integer(),
  title: Type.String(),
  kind: Type.String(),
  subjectId: Nullable(Type.Integer()),
  paperId: Nullable(Type.Integer()),
  catalogueId: Nullable(Type.Integer()),
  score: Type.Number(),
  totalScore: Type.Number(),
  questionCount: Type.Integer(),
  answeredCount: Type.Integer(),
  correctCount: Type.Integer(),
  wrongCount: Type.Integer(),
  unansweredCount: Type.Integer(),
  ungradedCount: Type.Integer(),
  /** Percent of the questions, one decimal. */
  accuracy: Type.Number(),
  elapsedSeconds: Type.Integer(),
  averageSeconds: Type.Integer(),
  submittedAt: Type.String(),
  rank: Type.Integer(),
  rankTotal: Type.Integer(),
  /** Percent of the other learners of the same exercise this result beats. */
  beatPercent: Type.Number(),
  knowledgePoints: Type.Array(KnowledgePointResult),
  answerCard: Type.Array(AnswerCardItem),
});
export type Report = Static<typeof Report>;

export const Review = Type.Object({
  report: Report,
  questions: Type.Array(Question),
  userAnswers: Type.Array(UserAnswer),
});

/** One answer as the clients send it; fill-in may send one entry per blank. */
export const AnswerInput = Type.Object({
  questionId: Id('题目编号不正确'),
  answer: Type.Union(
    [
      Type.String({ maxLength: 5000 }),
      Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
    ],
    { errorMessage: '答案格式不正确' },
  ),
  url: Type.Optional(Type.Array(Type.String({ maxLength: 512 }), { maxItems: 8 })),
  /** Seconds spent on this question so far (the client's clock for it). */
  timeSpent: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
});
export type AnswerInput = Static<typeof AnswerInput>;

export const SubmitAction = Type.Unsafe<'save' | 'pause' | 'handIn'>({
  type: 'string',
  enum: ['save', 'pause', 'handIn'],
  errorMessage: '操作类型不正确',
});

export const SubmitBody = Type.Object({
  exerciseId: Id('练习编号不正确'),
  answers: Type.Optional(Type.Array(AnswerInput, { maxItems: 200 })),
  /** save (default): keep the answers; pause: stop the clock; handIn: grade and finish. */
  action: Type.Optional(SubmitAction),
  /** The question the learner is on, to continue there. */
  currentIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});

export const SubmitResult = Type.Object({
  exerciseId: Type.Integer(),
  status: Type.String(),
  saved: Type.Integer(),
  answeredCount: Type.Integer(),
  remainingSeconds: Nullable(Type.Integer()),
  /** The time limit had passed: the attempt was handed in with what was saved in time. */
  timeUp: Type.Boolean(),
  report: Nullable(Report),
});

export const CatalogueNode = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  level: Type.Integer(),
  vipOnly: Type.Boolean(),
  /** VIP-only and the learner has not the right. */
  locked: Type.Boolean(),
  questionCount: Type.Integer(),
  /** Questions the server grades; the rest are short answers (申论 answer screen). */
  objectiveCount: Type.Integer(),
  doneCount: Type.Integer(),
  correctCount: Type.Integer(),
  hasChildren: Type.Boolean(),
});
export type CatalogueNode = Static<typeof CatalogueNode>;

export const CatalogueTreeNode = Type.Object({
  ...CatalogueNode.properties,
  children: Type.Array(CatalogueNode),
});

export const SubjectSummary = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  questionCount: Type.Integer(),
  paperCount: Type.Integer(),
  doneCount: Type.Integer(),
  correctCount: Type.Integer(),
  modules: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

export const PaperSummary = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  title: Type.String(),
  year: Type.Integer(),
  region: Type.String(),
  examType: Type.String(),
  examinationLevel: Type.String(),
  timeLimitMinutes: Type.Integer(),
  questionCount: Type.Integer(),
  totalScore: Type.Number(),
  description: Type.String(),
  vipOnly: Type.Boolean(),
  locked: Type.Boolean(),
  doneCount: Type.Integer(),
});
export type PaperSummary = Static<typeof PaperSummary>;

export const Equity = Type.Object({
  hasEquity: Type.Boolean(),
  vipOnly: Type.Boolean(),
  isVip: Type.Boolean(),
  /** Why not, in Chinese, for the prompt; empty when allowed. */
  reason: Type.String(),
});

export const ExerciseLogItem = Type.Object({
  exerciseId: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  status: Type.String(),
  subjectId: Nullable(Type.Integer()),
  paperId: Nullable(Type.Integer()),
  catalogueId: Nullable(Type.Integer()),
  questionCount: Type.Integer(),
  answeredCount: Type.Integer(),
  correctCount: Nullable(Type.Integer()),
  score: Nullable(Type.Number()),
  totalScore: Type.Number(),
  accuracy: Nullable(Type.Number()),
  elapsedSeconds: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
});
export type ExerciseLogItem = Static<typeof ExerciseLogItem>;

export const QuestionStem = Type.Object({
  questionId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  questionTypeCode: Type.String(),
  /** Plain text of the stem, shortened for lists. */
  summary: Type.String(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  knowledgePoint: Nullable(KnowledgePoint),
  vipOnly: Type.Boolean(),
});
