import { Type, type Static, type TSchema } from 'typebox';
import { COMPOSITE_TYPE_CODE, QuestionTypeCode } from '../constants.ts';
import { endpoint } from './contract.ts';

/**
 * The question bank on the learning API (/gxw-web-student), with the field names the web app
 * reads: home and catalogue, practice and answers, records and the error book, past papers,
 * favourites and analysis media. A field not declared here never leaves the server.
 *
 * The question payload (Question, SubQuestion, Analysis …) is also what the short-answer and
 * AI-analysis areas send and read: they import it from here.
 */

const TAG = {
  home: '题库·首页与目录',
  practice: '题库·练习与作答',
  records: '题库·记录与错题',
  papers: '题库·历年真题',
  favorites: '题库·收藏',
  media: '题库·解析媒体',
} as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A string from a fixed set the server alone writes: typed as that union, documented as an
 * enum, and serialized as a plain string (no per-value matching while a long list is written).
 */
const OneOf = <const T extends readonly string[]>(values: T, options: object = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

// ---------------------------------------------------------------------------------------------
// Request pieces

/** A row id in a request, with the Chinese message naming the field. */
export const Id = (errorMessage = '编号不正确') =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, errorMessage });

/** `page` and `size` of the bank's paged lists (in the body), 1-based, at most 50 a page. */
export const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
export const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 }));

const ExerciseIdBody = Type.Object({ exerciseId: Id('练习编号不正确') });
const PaperIdQuery = Type.Object({ paperId: Id('试卷编号不正确') });
const QuestionIdBody = Type.Object({ questionId: Id('题目编号不正确') });

const PracticeCount = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 50, default: 10, errorMessage: '每次可练习1-50题' }),
);

// ---------------------------------------------------------------------------------------------
// Questions

export const TYPE_CODES = [...QuestionTypeCode, COMPOSITE_TYPE_CODE] as const;
/** Every question type the bank holds (the server's bank writer admits no other). */
export const TypeCode = OneOf(TYPE_CODES);
export type TypeCode = Static<typeof TypeCode>;

export const KnowledgePoint = Type.Object({ id: Type.Integer(), name: Type.String() });
export type KnowledgePoint = Static<typeof KnowledgePoint>;

export const QuestionOption = Type.Object({ optionHead: Type.String(), content: Type.String() });
export type QuestionOption = Static<typeof QuestionOption>;

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
export type Analysis = Static<typeof Analysis>;

/** What every question and sub-question carries. */
export const QuestionFields = Type.Object({
  id: Type.Integer(),
  questionTypeCode: TypeCode,
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
});
export type QuestionFields = Static<typeof QuestionFields>;

export const SubQuestion = Type.Object({ ...QuestionFields.properties, parentId: Type.Integer() });
export type SubQuestion = Static<typeof SubQuestion>;

/** A top-level question; a composite one (材料题) holds its materials and sub-questions. */
export const Question = Type.Object({
  ...QuestionFields.properties,
  materialContext: Type.Array(Type.Object({ content: Type.String() })),
  sonQuestion: Type.Array(SubQuestion),
});
export type Question = Static<typeof Question>;

/** A question in a list (favourites): the plain-text start of its stem. */
export const QuestionStem = Type.Object({
  questionId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  questionTypeCode: TypeCode,
  /** Plain text of the stem, shortened for lists. */
  summary: Type.String(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  knowledgePoint: Nullable(KnowledgePoint),
  vipOnly: Type.Boolean(),
});
export type QuestionStem = Static<typeof QuestionStem>;

// ---------------------------------------------------------------------------------------------
// Attempts, answers and reports

/**
 * catalogue: a section; error: the error book again; paper: a past paper; mock: timed;
 * contest: a stage of a mock contest (模考大赛) or a later practice of it (timed, unpausable).
 */
export const ExerciseKind = OneOf(['catalogue', 'paper', 'mock', 'error', 'contest']);
export type ExerciseKind = Static<typeof ExerciseKind>;

export const ExerciseStatus = OneOf(['doing', 'paused', 'submitted']);
export type ExerciseStatus = Static<typeof ExerciseStatus>;

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

export const ExerciseState = Type.Object({
  id: Type.Integer(),
  kind: ExerciseKind,
  title: Type.String(),
  status: ExerciseStatus,
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

/** An attempt opened on the practice screen: its clock, the questions (no keys), my answers. */
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
export type KnowledgePointResult = Static<typeof KnowledgePointResult>;

/** ungraded: a short answer, graded by people. */
export const CardResult = OneOf(['correct', 'wrong', 'unanswered', 'ungraded']);
export type CardResult = Static<typeof CardResult>;

export const AnswerCardItem = Type.Object({
  questionId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  index: Type.Integer(),
  result: CardResult,
  timeSpent: Type.Integer(),
});
export type AnswerCardItem = Static<typeof AnswerCardItem>;

export const Report = Type.Object({
  exerciseId: Type.Integer(),
  title: Type.String(),
  kind: ExerciseKind,
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
export type Review = Static<typeof Review>;

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

/**
 * save (default): keep the answers; pause: stop the clock; handIn: the learner hands in;
 * timeUp: the screen's clock of a timed attempt reached zero — handed in by the clock when the
 * server's clock agrees, otherwise only saved (remainingSeconds says how long is left).
 */
export const SubmitAction = Type.Unsafe<'save' | 'pause' | 'handIn' | 'timeUp'>({
  type: 'string',
  enum: ['save', 'pause', 'handIn', 'timeUp'],
  errorMessage: '操作类型不正确',
});
export type SubmitAction = Static<typeof SubmitAction>;

export const SubmitBody = Type.Object({
  exerciseId: Id('练习编号不正确'),
  answers: Type.Optional(Type.Array(AnswerInput, { maxItems: 200 })),
  /** save (default), pause, handIn or timeUp: see SubmitAction. */
  action: Type.Optional(SubmitAction),
  /** The question the learner is on, to continue there. */
  currentIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type SubmitBody = Static<typeof SubmitBody>;

export const SubmitResult = Type.Object({
  exerciseId: Type.Integer(),
  status: ExerciseStatus,
  saved: Type.Integer(),
  answeredCount: Type.Integer(),
  remainingSeconds: Nullable(Type.Integer()),
  /** The time limit had passed: the attempt was handed in with what was saved in time. */
  timeUp: Type.Boolean(),
  /** The report, once handed in. */
  report: Nullable(Report),
});
export type SubmitResult = Static<typeof SubmitResult>;

export const ExerciseLogItem = Type.Object({
  exerciseId: Type.Integer(),
  kind: ExerciseKind,
  title: Type.String(),
  status: ExerciseStatus,
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

/** The learner's practice in numbers. */
export const PracticeTotals = Type.Object({
  exerciseCount: Type.Integer(),
  totalSeconds: Type.Integer(),
  doneCount: Type.Integer(),
  answerCount: Type.Integer(),
  correctCount: Type.Integer(),
  accuracy: Type.Number(),
  errorCount: Type.Integer(),
  favoriteCount: Type.Integer(),
  todayCount: Type.Integer(),
});
export type PracticeTotals = Static<typeof PracticeTotals>;

// ---------------------------------------------------------------------------------------------
// Catalogue, subjects and papers

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
export type CatalogueTreeNode = Static<typeof CatalogueTreeNode>;

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
export type SubjectSummary = Static<typeof SubjectSummary>;

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

/** An unfinished attempt of a paper in one mode (never a handed-in one). */
export const PaperAttempt = Type.Object({
  exerciseId: Type.Integer(),
  status: OneOf(['doing', 'paused']),
  answeredCount: Type.Integer(),
  questionCount: Type.Integer(),
  elapsedSeconds: Type.Integer(),
  remainingSeconds: Nullable(Type.Integer()),
});
export type PaperAttempt = Static<typeof PaperAttempt>;

export const Equity = Type.Object({
  hasEquity: Type.Boolean(),
  vipOnly: Type.Boolean(),
  isVip: Type.Boolean(),
  /** Why not, in Chinese, for the prompt; empty when allowed. */
  reason: Type.String(),
});
export type Equity = Static<typeof Equity>;

// ---------------------------------------------------------------------------------------------
// Home and catalogue

export const GetBankHome = endpoint({
  method: 'POST',
  path: '/homePage/getAll',
  tag: TAG.home,
  summary: '题库首页：科目、做题进度、继续上次练习',
  data: Type.Object({
    subjects: Type.Array(SubjectSummary),
    /** The latest unfinished attempt ('continue where I left off'); null for visitors. */
    lastExercise: Nullable(ExerciseLogItem),
    totals: Nullable(PracticeTotals),
  }),
});

export const GetCatalogueTree = endpoint({
  method: 'GET',
  path: '/homePage/tree',
  tag: TAG.home,
  summary: '科目目录树（模块与知识点，含题量与做题进度）',
  querystring: Type.Object({ subjectId: Id('科目编号不正确') }),
  data: Type.Array(CatalogueTreeNode),
});

/** The years that have past papers, newest first. */
export const ListPaperYears = endpoint({
  method: 'GET',
  path: '/homePage/yearList',
  tag: TAG.home,
  summary: '真题年份列表',
  querystring: Type.Object({ subjectId: Type.Optional(Id('科目编号不正确')) }),
  data: Type.Array(Type.Object({ year: Type.Integer(), paperCount: Type.Integer() })),
});

/** One level of a catalogue: a subject's modules, or the knowledge points under a node. */
export const ListCatalogue = endpoint({
  method: 'POST',
  path: '/v2/catalogue/getCatalogueList',
  tag: TAG.home,
  summary: '目录列表：科目的模块，或某节点的下级知识点',
  body: Type.Object({
    subjectId: Type.Optional(Id('科目编号不正确')),
    parentId: Type.Optional(Id('上级目录编号不正确')),
  }),
  data: Type.Array(CatalogueNode),
});

// ---------------------------------------------------------------------------------------------
// Practice and answers

/** May this person open a section, a paper or a question? Decided by the server. */
export const CheckEquity = endpoint({
  method: 'POST',
  path: '/v2/catalogue/checkEquity',
  tag: TAG.practice,
  summary: '权益校验（VIP专享内容能否打开）',
  body: Type.Object({
    catalogueId: Type.Optional(Id('知识点编号不正确')),
    paperId: Type.Optional(Id('试卷编号不正确')),
    questionId: Type.Optional(Id('题目编号不正确')),
  }),
  data: Equity,
});

/** Before handing in: which questions are still unanswered, to confirm or go back. */
export const CheckHandIn = endpoint({
  method: 'POST',
  path: '/v2/catalogue/getCatalogueQuestionHandInCheck',
  tag: TAG.practice,
  summary: '交卷前检查（未答题目）',
  body: ExerciseIdBody,
  data: Type.Object({
    exerciseId: Type.Integer(),
    status: Type.String(),
    questionCount: Type.Integer(),
    answeredCount: Type.Integer(),
    unansweredIds: Type.Array(Type.Integer()),
    remainingSeconds: Nullable(Type.Integer()),
    /** The confirmation sentence, e.g. 还有3道题未作答，确定要交卷吗？ */
    tip: Type.String(),
  }),
});

/** Starts practising a section: `count` questions (not done yet first), sent without keys. */
export const StartCataloguePractice = endpoint({
  method: 'POST',
  path: '/v2/catalogue/getCatalogueQuestion',
  tag: TAG.practice,
  summary: '开始目录练习（出题，不含答案与解析）',
  body: Type.Object({
    catalogueId: Id('知识点编号不正确'),
    count: PracticeCount,
    /** new: questions not done yet first; random: any. */
    mode: Type.Optional(
      Type.Unsafe<'new' | 'random'>({
        type: 'string',
        enum: ['new', 'random'],
        errorMessage: '出题方式不正确',
      }),
    ),
  }),
  data: PracticeSession,
});

/** Catalogue and error-book practice: save as answers are given, pause, or hand in. */
export const SubmitCatalogueAnswers = endpoint({
  method: 'POST',
  path: '/v2/catalogue/submitAnswer',
  tag: TAG.practice,
  summary: '保存作答 / 暂停 / 交卷（交卷时返回练习报告）',
  body: SubmitBody,
  data: SubmitResult,
});

/** Reopen any attempt of mine (the clock resumes). */
export const OpenExercise = endpoint({
  method: 'POST',
  path: '/userExerciseLog/getExerciseQuestion',
  tag: TAG.practice,
  summary: '打开一次练习（题目与已保存的作答，继续计时）',
  body: ExerciseIdBody,
  data: PracticeSession,
});

/** The answers saved in an attempt; right or wrong only once handed in. */
export const ListExerciseAnswers = endpoint({
  method: 'POST',
  path: '/userExerciseLog/getExerciseQuestionUserAnswer',
  tag: TAG.practice,
  summary: '一次练习中已保存的作答',
  body: ExerciseIdBody,
  data: Type.Array(UserAnswer),
});

/** One free question of a type, without its key, for the question-type demo routes. */
export const GetQuestionSample = endpoint({
  method: 'GET',
  path: '/questionSample',
  tag: TAG.practice,
  summary: '题型示例（一道免费题目，不含答案）',
  querystring: Type.Object({
    typeCode: OneOf(TYPE_CODES, { errorMessage: '题型不正确' }),
    /** composite only: 'choice' (资料分析) or 'short_answer' (申论材料). */
    childType: Type.Optional(
      Type.Unsafe<'choice' | 'short_answer'>({
        type: 'string',
        enum: ['choice', 'short_answer'],
        errorMessage: '小题类型不正确',
      }),
    ),
  }),
  data: Question,
});

/** Continue a catalogue practice: the given attempt, or the latest unfinished one; or null. */
export const ResumeCataloguePractice = endpoint({
  method: 'POST',
  path: '/v2/homePage/getUserCatalogueQuestion',
  tag: TAG.practice,
  summary: '继续上次的目录练习（题目与已保存的作答）',
  body: Type.Object({ exerciseId: Type.Optional(Id('练习编号不正确')) }),
  data: Nullable(PracticeSession),
});

// ---------------------------------------------------------------------------------------------
// Records and the error book

export const ErrorEntry = Type.Object({
  questionId: Type.Integer(),
  wrongCount: Type.Integer(),
  rightStreak: Type.Integer(),
  lastAnswer: Type.String(),
  lastWrongAt: Type.String(),
  question: Question,
});
export type ErrorEntry = Static<typeof ErrorEntry>;

/** The questions of the error book with my last wrong answer, the key and the analyses. */
export const ListErrorEntries = endpoint({
  method: 'POST',
  path: '/v2/userExerciseLog/errorQuestionInfo',
  tag: TAG.records,
  summary: '错题详情（我的错误答案、正确答案与解析）',
  body: Type.Object({
    subjectId: Type.Optional(Id('科目编号不正确')),
    knowledgePointId: Type.Optional(Id('知识点编号不正确')),
    page: Page,
    size: PageSize,
  }),
  data: Type.Object({ list: Type.Array(ErrorEntry), total: Type.Integer() }),
});

export const ErrorGroup = Type.Object({
  knowledgePointId: Type.Integer(),
  name: Type.String(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  count: Type.Integer(),
  lastWrongAt: Type.String(),
});
export type ErrorGroup = Static<typeof ErrorGroup>;

/** The error book grouped by knowledge point. */
export const GetErrorBook = endpoint({
  method: 'POST',
  path: '/v2/userExerciseLog/errorQuestionLog',
  tag: TAG.records,
  summary: '错题本（按知识点分组）',
  body: Type.Object({ subjectId: Type.Optional(Id('科目编号不正确')) }),
  data: Type.Object({
    total: Type.Integer(),
    masteredCount: Type.Integer(),
    /** Right answers in a row that take a question out of the book. */
    removeStreak: Type.Integer(),
    groups: Type.Array(ErrorGroup),
  }),
});

/** Practise the error book again in a batch (all of it, a subject or one knowledge point). */
export const StartErrorPractice = endpoint({
  method: 'POST',
  path: '/v2/userExerciseLog/errorQuestionPractice',
  tag: TAG.records,
  summary: '错题重练（按批次出题）',
  body: Type.Object({
    subjectId: Type.Optional(Id('科目编号不正确')),
    knowledgePointId: Type.Optional(Id('知识点编号不正确')),
    count: PracticeCount,
  }),
  data: PracticeSession,
});

/** My practice records, newest first. */
export const ListExerciseLog = endpoint({
  method: 'POST',
  path: '/v2/userExerciseLog/exerciseLog',
  tag: TAG.records,
  summary: '做题记录（分页，可按类型与状态筛选）',
  body: Type.Object({
    page: Page,
    size: PageSize,
    kind: Type.Optional(
      Type.Unsafe<'catalogue' | 'paper' | 'mock' | 'error' | 'contest'>({
        type: 'string',
        enum: ['catalogue', 'paper', 'mock', 'error', 'contest'],
        errorMessage: '练习类型不正确',
      }),
    ),
    status: Type.Optional(
      Type.Unsafe<'submitted' | 'open'>({
        type: 'string',
        enum: ['submitted', 'open'],
        errorMessage: '练习状态不正确',
      }),
    ),
  }),
  data: Type.Object({ list: Type.Array(ExerciseLogItem), total: Type.Integer() }),
});

/** The report of a handed-in attempt. */
export const GetExerciseReport = endpoint({
  method: 'POST',
  path: '/v2/userExerciseLog/exerciseReport',
  tag: TAG.records,
  summary: '练习报告（得分、正确率、用时、知识点正确率、排名）',
  body: ExerciseIdBody,
  data: Report,
});

/** The review of a handed-in attempt: report, questions with keys and analyses, my answers. */
export const GetExerciseReview = endpoint({
  method: 'POST',
  path: '/v2/userExerciseLog/getExerciseQuestionUserAnswer',
  tag: TAG.records,
  summary: '练习解析（交卷后：题目、答案、解析与我的作答）',
  body: ExerciseIdBody,
  data: Review,
});

export const GetPracticeTotals = endpoint({
  method: 'POST',
  path: '/v2/userExerciseLog/exerciseTotalLog',
  tag: TAG.records,
  summary: '做题统计（练习次数、做题数、正确率、用时、错题与收藏数）',
  data: PracticeTotals,
});

/**
 * Keys and analyses of questions: only those the learner has handed in, VIP content only with
 * the right; the others come back `locked` without them.
 */
export const ListQuestionAnswers = endpoint({
  method: 'POST',
  path: '/userAnswerLog/getQuestionAnswer',
  tag: TAG.records,
  summary: '题目答案与解析（仅限已交卷的题目）',
  body: Type.Object({
    questionIds: Type.Array(Id('题目编号不正确'), {
      minItems: 1,
      maxItems: 100,
      errorMessage: '请选择1-100道题目',
    }),
  }),
  data: Type.Array(Question),
});

// ---------------------------------------------------------------------------------------------
// Past papers

export const ListExaminationLevels = endpoint({
  method: 'GET',
  path: '/historyPaper/examinationLevelList',
  tag: TAG.papers,
  summary: '考试级别列表（国考副省级、地市级，省考A类等）',
  data: Type.Array(Type.Object({ examType: Type.String(), name: Type.String() })),
});

const PaperFilterText = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const ListPapers = endpoint({
  method: 'POST',
  path: '/historyPaper/page',
  tag: TAG.papers,
  summary: '历年真题列表（按年份、地区、考试级别筛选）',
  body: Type.Object({
    page: Page,
    size: PageSize,
    subjectId: Type.Optional(Id('科目编号不正确')),
    year: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100, errorMessage: '年份不正确' })),
    region: PaperFilterText(32),
    examType: PaperFilterText(16),
    examinationLevel: PaperFilterText(32),
    keyword: PaperFilterText(50),
  }),
  data: Type.Object({
    list: Type.Array(PaperSummary),
    total: Type.Integer(),
    regions: Type.Array(Type.String()),
  }),
});

/** A paper and where I stand with it. */
export const GetPaperDoStatus = endpoint({
  method: 'GET',
  path: '/historyPaper/paperDoStatus',
  tag: TAG.papers,
  summary: '试卷信息与我的作答状态（0 未做，1 进行中，2 已交卷）',
  querystring: PaperIdQuery,
  data: Type.Object({
    paper: PaperSummary,
    /** 0 not started, 1 in progress (or paused), 2 handed in at least once. */
    doStatus: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    practice: Nullable(PaperAttempt),
    mock: Nullable(PaperAttempt),
    lastResult: Nullable(
      Type.Object({
        exerciseId: Type.Integer(),
        kind: Type.String(),
        score: Type.Number(),
        correctCount: Type.Integer(),
        questionCount: Type.Integer(),
        submittedAt: Type.String(),
      }),
    ),
  }),
});

/** The whole paper to read, without keys. */
export const GetPaperPreview = endpoint({
  method: 'GET',
  path: '/historyPaper/paperPreview',
  tag: TAG.papers,
  summary: '试卷预览（全部题目，不含答案与解析）',
  querystring: PaperIdQuery,
  data: Type.Object({ paper: PaperSummary, questions: Type.Array(Question) }),
});

/** Untimed practice of a past paper: resumes the open attempt, or starts one. */
export const OpenPaperPractice = endpoint({
  method: 'GET',
  path: '/historyPaper/paperQuestions',
  tag: TAG.papers,
  summary: '开始或继续真题练习（不限时，不含答案）',
  querystring: PaperIdQuery,
  data: PracticeSession,
});

/** A timed mock of a past paper (handed in at the limit): resumes the open one, or starts one. */
export const OpenPaperMock = endpoint({
  method: 'GET',
  path: '/historyPaper/mockPaperQuestions',
  tag: TAG.papers,
  summary: '开始或继续真题模考（限时，到时自动交卷）',
  querystring: PaperIdQuery,
  data: PracticeSession,
});

/** A paper's answers: save as they are given, pause, or hand in. */
export const SubmitPaperAnswers = endpoint({
  method: 'POST',
  path: '/historyPaper/submitAnswer',
  tag: TAG.papers,
  summary: '真题作答：保存 / 暂停 / 交卷',
  body: SubmitBody,
  data: SubmitResult,
});

/**
 * The answers to the sub-questions of one composite question at once: businessId is the
 * attempt, questionId the composite question, webAnswerDTOList its sub-questions' answers.
 */
export const BatchSubmitAnswers = endpoint({
  method: 'POST',
  path: '/historyPaper/batchSubmitAnswer',
  tag: TAG.papers,
  summary: '材料题整题作答（批量保存小题答案）',
  body: Type.Object({
    businessId: Id('练习编号不正确'),
    questionClassified: Type.Literal(1, {
      errorMessage: 'questionClassified 只能为 1（材料题）',
    }),
    questionId: Id('题目编号不正确'),
    webAnswerDTOList: Type.Array(
      Type.Object({
        questionId: Id('题目编号不正确'),
        answer: Type.Union(
          [
            Type.String({ maxLength: 5000 }),
            Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
          ],
          { errorMessage: '答案格式不正确' },
        ),
        url: Type.Optional(Type.Array(Type.String({ maxLength: 512 }), { maxItems: 8 })),
        timeSpent: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
      }),
      { minItems: 1, maxItems: 50, errorMessage: '请提交小题答案' },
    ),
    action: Type.Optional(SubmitAction),
    currentIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  }),
  data: SubmitResult,
});

// ---------------------------------------------------------------------------------------------
// Favourites

const StarState = Type.Object({ questionId: Type.Integer(), isStarred: Type.Boolean() });

/** 收藏题目; starring twice changes nothing more. */
export const StarQuestion = endpoint({
  method: 'POST',
  path: '/favorites/star',
  tag: TAG.favorites,
  summary: '收藏题目',
  body: QuestionIdBody,
  data: StarState,
});

/** 取消收藏; doing it twice changes nothing more. */
export const UnstarQuestion = endpoint({
  method: 'POST',
  path: '/favorites/cancelStar',
  tag: TAG.favorites,
  summary: '取消收藏',
  body: QuestionIdBody,
  data: StarState,
});

export const FavoriteItem = Type.Object({
  ...QuestionStem.properties,
  starredAt: Type.String(),
});
export type FavoriteItem = Static<typeof FavoriteItem>;

/** My starred questions, newest first. */
export const ListFavorites = endpoint({
  method: 'POST',
  path: '/favorites/favoritesList',
  tag: TAG.favorites,
  summary: '我的收藏（题目列表）',
  body: Type.Object({
    page: Page,
    size: PageSize,
    subjectId: Type.Optional(Id('科目编号不正确')),
  }),
  data: Type.Object({ list: Type.Array(FavoriteItem), total: Type.Integer() }),
});

/**
 * One question as the review shows it: the key and analyses only for questions I handed in,
 * VIP content only with the right.
 */
export const GetQuestionView = endpoint({
  method: 'GET',
  path: '/favorites/questionView',
  tag: TAG.favorites,
  summary: '查看题目（收藏与错题中的单题）',
  querystring: Type.Object({ questionId: Id('题目编号不正确') }),
  data: Question,
});

// ---------------------------------------------------------------------------------------------
// Analysis media

/**
 * A signed, expiring address for a video analysis, under the same rule as the key: a question
 * I handed in, VIP content only with the right. (The file itself, GET media/:id, answers bytes
 * and so has no contract.)
 */
export const GetMediaPlayUrl = endpoint({
  method: 'POST',
  path: '/media/playUrl',
  tag: TAG.media,
  summary: '视频解析播放地址（签名，限时有效）',
  body: Type.Object({
    questionId: Id('题目编号不正确'),
    analysisId: Id('解析编号不正确'),
  }),
  data: Type.Object({
    url: Type.String(),
    expiresAt: Type.String(),
    mime: Type.String(),
    durationSeconds: Type.Integer(),
  }),
});
