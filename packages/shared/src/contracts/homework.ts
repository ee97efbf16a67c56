import { Type, type Static, type TSchema } from 'typebox';
import { MAX_ANSWER_PICTURES, SHORT_ANSWER_MAX_CHARS } from '../constants.ts';
import { HOMEWORK_LIMITS, HOMEWORK_MSG } from '../homework.ts';
import { PageQuery } from './common.ts';
import { endpoint } from './contract.ts';
import { Analysis, Id, QuestionOption } from './question-bank.ts';
import { UploadCredentials } from './short-answer.ts';

/**
 * Course homework (课后作业) on the main API: a lesson's homework of bank questions (objective,
 * graded by the server) and subjective questions answered with text and photos (corrected by the
 * course's teacher, who scores, comments and marks up the photos); the learner's autosaved
 * draft, the one hand-in, the corrected answer sheet and the learner's rating of the correction.
 */
const TAG = {
  learner: '课后作业·学员',
  teacher: '课后作业·批改',
} as const;

export { HOMEWORK_LIMITS, HOMEWORK_MSG };

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string from a fixed set, refused with one message whatever is wrong with it. */
const Choice = <const T extends readonly string[]>(values: T, errorMessage: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], errorMessage });

// ---------------------------------------------------------------------------------------------
// Pieces

/**
 * todo: not started; draft: answers saved, not handed in; submitted: waiting for the teacher;
 * returned: sent back by the teacher to be redone; corrected: scored.
 */
export const HomeworkState = Type.Union([
  Type.Literal('todo'),
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('returned'),
  Type.Literal('corrected'),
]);
export type HomeworkState = Static<typeof HomeworkState>;

/** One row of a learner's homework list. */
export const HomeworkListItem = Type.Object({
  homeworkId: Type.Integer(),
  title: Type.String(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  itemCount: Type.Integer(),
  totalScore: Type.Number(),
  /** ISO time, or null for none. */
  deadline: Nullable(Type.String()),
  allowLate: Type.Boolean(),
  /** The deadline has passed. */
  overdue: Type.Boolean(),
  state: HomeworkState,
  submissionId: Nullable(Type.Integer()),
  submittedAt: Nullable(Type.String()),
  correctedAt: Nullable(Type.String()),
  /** The score once corrected. */
  score: Nullable(Type.Number()),
});
export type HomeworkListItem = Static<typeof HomeworkListItem>;

/** How many homework the learner has in each tab of the list. */
export const HomeworkCounts = Type.Object({
  todo: Type.Integer(),
  submitted: Type.Integer(),
  corrected: Type.Integer(),
});
export type HomeworkCounts = Static<typeof HomeworkCounts>;

/** A list tab: todo takes todo, draft and returned; submitted; corrected. */
export const HomeworkTab = Choice(['all', 'todo', 'submitted', 'corrected'], '作业状态不正确');
export type HomeworkTab = Static<typeof HomeworkTab>;

/**
 * One mark drawn over a photo, in coordinates relative to the photo (0–1 from its top left),
 * so it sits in place at any display size; the photo itself is never changed.
 * pen: `points` is x,y,x,y…; tick, cross and text are placed at x,y.
 */
export const MarkShape = Type.Object({
  tool: Choice(['pen', 'tick', 'cross', 'text'], '批注工具不正确'),
  color: Type.Optional(
    Type.String({ pattern: '^#[0-9a-fA-F]{6}$', errorMessage: '批注颜色不正确' }),
  ),
  x: Type.Optional(Type.Number({ minimum: 0, maximum: 1, errorMessage: HOMEWORK_MSG.markOutside })),
  y: Type.Optional(Type.Number({ minimum: 0, maximum: 1, errorMessage: HOMEWORK_MSG.markOutside })),
  points: Type.Optional(
    Type.Array(Type.Number({ minimum: 0, maximum: 1, errorMessage: HOMEWORK_MSG.markOutside }), {
      maxItems: HOMEWORK_LIMITS.pointsPerStroke,
      errorMessage: '单笔批注过长',
    }),
  ),
  text: Type.Optional(
    Type.String({ maxLength: HOMEWORK_LIMITS.markText, errorMessage: '文字批注最多40个字' }),
  ),
});
export type MarkShape = Static<typeof MarkShape>;

/** The marks of one photo of an answer, which names the photo by its canonical address. */
export const PictureMarks = Type.Object({
  picture: Type.String({ maxLength: 500, errorMessage: '批注的图片地址不正确' }),
  shapes: Type.Array(MarkShape, {
    maxItems: HOMEWORK_LIMITS.shapesPerPicture,
    errorMessage: `批注格式不正确（每张图片最多${HOMEWORK_LIMITS.shapesPerPicture}处）`,
  }),
});
export type PictureMarks = Static<typeof PictureMarks>;

/** A question of the homework as the sheet shows it. */
export const HomeworkItem = Type.Object({
  itemId: Type.Integer(),
  /** 1-based number on the sheet. */
  number: Type.Integer(),
  /** objective: graded by the server; subjective: text and photos, corrected by the teacher. */
  kind: Type.Union([Type.Literal('objective'), Type.Literal('subjective')]),
  typeCode: Type.String(),
  /** Sanitized HTML. */
  stem: Type.String(),
  materials: Type.Array(Type.String()),
  options: Type.Array(QuestionOption),
  /** Blanks of a fill-in question, items of a sequencing one. */
  answerSize: Type.Integer(),
  score: Type.Number(),
  /** The key (objective) or reference answer (subjective, sanitized HTML): after correction. */
  key: Nullable(Type.String()),
  analyses: Type.Array(Analysis),
});
export type HomeworkItem = Static<typeof HomeworkItem>;

/** A photo of an answer: its canonical address, a signed address to show it, its marks. */
export const AnswerPicture = Type.Object({
  url: Type.String(),
  previewUrl: Type.String(),
  shapes: Type.Array(MarkShape),
});
export type AnswerPicture = Static<typeof AnswerPicture>;

/** The learner's answer to one item. */
export const HomeworkAnswer = Type.Object({
  itemId: Type.Integer(),
  /** Objective: the answer as stored (letters, sequence) or the blanks; subjective: []. */
  choice: Type.Array(Type.String()),
  text: Type.String(),
  pictures: Type.Array(AnswerPicture),
  /** Objective, once corrected (teachers: once handed in): 1 right, 0 wrong, null unanswered. */
  correct: Nullable(Type.Integer()),
  /** After correction. */
  score: Nullable(Type.Number()),
  /** The teacher's comment on this answer (sanitized HTML). */
  comment: Type.String(),
});
export type HomeworkAnswer = Static<typeof HomeworkAnswer>;

export const HomeworkHead = Type.Object({
  homeworkId: Type.Integer(),
  title: Type.String(),
  /** Sanitized HTML. */
  intro: Type.String(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  deadline: Nullable(Type.String()),
  allowLate: Type.Boolean(),
  overdue: Type.Boolean(),
  totalScore: Type.Number(),
});
export type HomeworkHead = Static<typeof HomeworkHead>;

export const SubmissionView = Type.Object({
  submissionId: Nullable(Type.Integer()),
  state: HomeworkState,
  /** Hand-ins so far (a returned homework is handed in again). */
  attempt: Type.Integer(),
  /** The draft's revision: saves carrying a lower one are stale. */
  rev: Type.Integer(),
  savedAt: Nullable(Type.String()),
  submittedAt: Nullable(Type.String()),
  late: Type.Boolean(),
  correctedAt: Nullable(Type.String()),
  teacherName: Nullable(Type.String()),
  score: Nullable(Type.Number()),
  /** Objective points the server gave at hand-in (learners: once corrected). */
  objectiveScore: Nullable(Type.Number()),
  /** The teacher's overall comment (sanitized HTML). */
  comment: Type.String(),
  returnReason: Type.String(),
  evaluation: Nullable(
    Type.Object({ rating: Type.Integer(), content: Type.String(), at: Type.String() }),
  ),
  /** The student's masked name, for the teacher. */
  studentName: Type.String(),
});
export type SubmissionView = Static<typeof SubmissionView>;

/** A homework sheet: the questions, one learner's answers and where the submission stands. */
export const HomeworkSheet = Type.Object({
  homework: HomeworkHead,
  items: Type.Array(HomeworkItem),
  submission: SubmissionView,
  answers: Type.Array(HomeworkAnswer),
  /** The viewer may save and hand in now (owner, todo/draft/returned, deadline rules). */
  mayAnswer: Type.Boolean(),
  /** Why not, when the owner may not. */
  answerRefusal: Type.String(),
});
export type HomeworkSheet = Static<typeof HomeworkSheet>;

/** An answer as the learner sends it. */
export const AnswerInput = Type.Object({
  itemId: Id('题目编号不正确'),
  /** Objective: letters or blanks. */
  choice: Type.Optional(
    Type.Array(Type.String({ maxLength: 200, errorMessage: '答案格式不正确' }), {
      maxItems: 20,
      errorMessage: '答案格式不正确',
    }),
  ),
  /** Subjective text. */
  text: Type.Optional(
    Type.String({
      maxLength: SHORT_ANSWER_MAX_CHARS,
      errorMessage: `作答内容须为文字，最多${SHORT_ANSWER_MAX_CHARS}字`,
    }),
  ),
  /** Canonical addresses of the learner's own uploaded photos. */
  pictures: Type.Optional(
    Type.Array(Type.String({ maxLength: 500, errorMessage: '图片地址无效，请重新上传' }), {
      maxItems: MAX_ANSWER_PICTURES,
      errorMessage: HOMEWORK_MSG.tooManyPictures,
    }),
  ),
});
export type AnswerInput = Static<typeof AnswerInput>;

const AnswersBody = Type.Object({
  homeworkId: Id('作业编号不正确'),
  answers: Type.Array(AnswerInput, {
    maxItems: 200,
    errorMessage: '作答内容格式不正确（最多200题）',
  }),
  /**
   * A counter the screen raises with every save: an older save than the stored draft changes
   * nothing (stale), an older hand-in is refused.
   */
  rev: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000_000, errorMessage: '保存版本不正确' }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Learner

export const ListCourseHomework = endpoint({
  method: 'GET',
  path: '/app/courseHomework/:id',
  tag: TAG.learner,
  summary: '课程的课后作业（按课时，含我的完成情况）',
  params: Type.Object({ id: Id('课程编号不正确') }),
  querystring: Type.Object({ type: Type.Optional(HomeworkTab) }),
  data: Type.Object({
    courseId: Type.Integer(),
    courseTitle: Type.String(),
    list: Type.Array(HomeworkListItem),
    counts: HomeworkCounts,
  }),
});

export const ListMyHomework = endpoint({
  method: 'GET',
  path: '/pc/studentAnswers',
  tag: TAG.learner,
  summary: '我的作业（待完成、已提交、已批改，含截止时间）',
  querystring: Type.Object({ ...PageQuery.properties, type: Type.Optional(HomeworkTab) }),
  data: Type.Object({
    list: Type.Array(HomeworkListItem),
    total: Type.Integer(),
    counts: HomeworkCounts,
  }),
});

/**
 * One homework sheet. type student (default): `id` is the homework, the viewer's own answers.
 * type teacher: `id` is a submission of a course the viewer teaches.
 */
export const GetHomeworkSheet = endpoint({
  method: 'GET',
  path: '/app/studentAnswers/:id',
  tag: TAG.learner,
  summary: '作业答题卡（学员：作业编号；老师：提交编号）',
  params: Type.Object({ id: Id('作业编号不正确') }),
  querystring: Type.Object({
    type: Type.Optional(Choice(['student', 'teacher'], '查看方式不正确')),
  }),
  data: HomeworkSheet,
});

const SavedDraft = Type.Object({
  rev: Type.Integer(),
  savedAt: Type.String(),
  /** The save was older than the stored draft and changed nothing. */
  stale: Type.Boolean(),
});

export const SaveHomeworkDraft = endpoint({
  method: 'POST',
  path: '/app/studentAnswers/update',
  tag: TAG.learner,
  summary: '保存作业草稿（自动保存）',
  body: AnswersBody,
  data: SavedDraft,
});

export const SubmitHomework = endpoint({
  method: 'POST',
  path: '/app/studentAnswers',
  tag: TAG.learner,
  summary: '提交作业（保存最后的作答并交卷，只能提交一次）',
  body: AnswersBody,
  data: Type.Object({
    submissionId: Type.Integer(),
    state: HomeworkState,
    submittedAt: Type.String(),
    late: Type.Boolean(),
    /**
     * Corrected at once (the homework has no subjective question): the score. Otherwise null:
     * no result reaches the learner before the teacher's correction, or a returned homework
     * could be redone knowing which answers were wrong.
     */
    score: Nullable(Type.Number()),
  }),
});

export const EvaluateCorrection = endpoint({
  method: 'POST',
  path: '/app/saveStudentEvaluation',
  tag: TAG.learner,
  summary: '评价老师的批改（1-5星，一次）',
  body: Type.Object({
    submissionId: Id('提交编号不正确'),
    rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: '请选择1-5星评价' }),
    content: Type.Optional(
      Type.String({ maxLength: HOMEWORK_LIMITS.evaluation, errorMessage: '评价最多300字' }),
    ),
  }),
  data: Type.Object({ rating: Type.Integer(), content: Type.String(), at: Type.String() }),
});

export const GetHomeworkUploadParams = endpoint({
  method: 'GET',
  path: '/app/ali/getOssParamsWithSts',
  tag: TAG.learner,
  summary: '作业图片上传凭证（限定目录与有效期）',
  data: UploadCredentials,
});

// ---------------------------------------------------------------------------------------------
// Teacher

export const CorrectionQueueRow = Type.Object({
  submissionId: Type.Integer(),
  homeworkId: Type.Integer(),
  homeworkTitle: Type.String(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  studentName: Type.String(),
  state: HomeworkState,
  attempt: Type.Integer(),
  submittedAt: Nullable(Type.String()),
  late: Type.Boolean(),
  deadline: Nullable(Type.String()),
  correctedAt: Nullable(Type.String()),
  score: Nullable(Type.Number()),
  totalScore: Type.Number(),
  /** Waiting for correction more than two days since hand-in: the student is owed an answer. */
  overdue: Type.Boolean(),
  rating: Nullable(Type.Integer()),
});
export type CorrectionQueueRow = Static<typeof CorrectionQueueRow>;

export const CorrectionQueueState = Choice(
  ['submitted', 'returned', 'corrected'],
  '批改状态不正确',
);
export type CorrectionQueueState = Static<typeof CorrectionQueueState>;

export const GetCorrectionQueue = endpoint({
  method: 'GET',
  path: '/app/homeworkCorrections',
  tag: TAG.teacher,
  summary: '作业批改队列（我授课的课程；按课程、课时、状态、超期筛选，先交先批）',
  querystring: Type.Object({
    ...PageQuery.properties,
    courseId: Type.Optional(Id('课程编号不正确')),
    lessonId: Type.Optional(Id('课时编号不正确')),
    state: Type.Optional(CorrectionQueueState),
    overdue: Type.Optional(Type.Boolean({ errorMessage: '超期筛选不正确' })),
  }),
  data: Type.Object({
    list: Type.Array(CorrectionQueueRow),
    total: Type.Integer(),
    /** Waiting for correction in all my courses, whatever the filters. */
    pending: Type.Integer(),
    /** The filter choices: my courses and their lessons that have homework. */
    courses: Type.Array(
      Type.Object({
        courseId: Type.Integer(),
        title: Type.String(),
        lessons: Type.Array(Type.Object({ lessonId: Type.Integer(), title: Type.String() })),
      }),
    ),
  }),
});

export const ItemCorrection = Type.Object({
  itemId: Id('题目编号不正确'),
  score: Type.Number({
    minimum: 0,
    maximum: 1000,
    errorMessage: '请填写有效的得分（不超过该题分值，0.5分一档）',
  }),
  comment: Type.Optional(
    Type.String({ maxLength: HOMEWORK_LIMITS.comment, errorMessage: '评语最多2000字' }),
  ),
  marks: Type.Optional(Type.Array(PictureMarks, { maxItems: MAX_ANSWER_PICTURES })),
});
export type ItemCorrection = Static<typeof ItemCorrection>;

/**
 * The teacher's correction of a submission: correct (each subjective item scored, with its
 * comment and photo marks, and an overall comment) or return it to be redone with a reason.
 */
export const CorrectHomework = endpoint({
  method: 'PUT',
  path: '/app/studentAnswers/:id',
  tag: TAG.teacher,
  summary: '批改作业（逐题打分、评语、图片批注）或退回重做',
  params: Type.Object({ id: Id('提交编号不正确') }),
  body: Type.Object({
    action: Choice(['correct', 'return'], '批改操作不正确'),
    items: Type.Optional(Type.Array(ItemCorrection, { maxItems: 200 })),
    comment: Type.Optional(
      Type.String({ maxLength: HOMEWORK_LIMITS.comment, errorMessage: '评语最多2000字' }),
    ),
    returnReason: Type.Optional(
      Type.String({ maxLength: HOMEWORK_LIMITS.returnReason, errorMessage: '退回原因最多500字' }),
    ),
  }),
  data: Type.Object({
    state: HomeworkState,
    score: Nullable(Type.Number()),
    /** The oldest submission still waiting in the same course, for 下一份. */
    nextSubmissionId: Nullable(Type.Integer()),
  }),
});
