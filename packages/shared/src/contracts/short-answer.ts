import { Type, type Static, type TSchema } from 'typebox';
import { Msg } from '../messages.ts';
import { endpoint } from './contract.ts';
import { Analysis, Id } from './question-bank.ts';

/**
 * Short answers (申论) on the learning API (docs/areas/short-answers.md): picture uploads to
 * object storage, the answer screen with its autosaved draft and hand-in, and grading by
 * people (graders only).
 */
const TAG = {
  uploads: '申论·图片上传',
  answers: '申论·作答',
  grading: '申论·人工批改',
} as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Refusals the request checks share with the server's own (the same words either way). */
export const SA_REQUEST_MSG = {
  tokenExpired: '上传凭证已过期，请重新上传',
  badUrl: '图片地址无效，请重新上传',
  noteTooLong: '批改评语不能超过5000字',
} as const;

// ---------------------------------------------------------------------------------------------
// Picture uploads

/** Short-lived credentials for one upload directory of this user. */
export const UploadCredentials = Type.Object({
  accessKeyId: Type.String(),
  accessKeySecret: Type.String(),
  bucket: Type.String(),
  regionId: Type.String(),
  securityToken: Type.String(),
  expiration: Type.String(),
  dir: Type.String(),
  maxBytes: Type.Integer(),
  accept: Type.Array(Type.String()),
  /** local: this server takes the upload; s3: the browser sends it to the store. */
  provider: Type.Union([Type.Literal('local'), Type.Literal('s3')]),
});
export type UploadCredentials = Static<typeof UploadCredentials>;

/** Clients send no body, an empty object or null. */
const CredentialsBody = Type.Optional(Type.Union([Type.Object({}), Type.Null()]));

export const GetUploadCredentials = endpoint({
  method: 'POST',
  path: '/stsFile/getSecurityToken',
  tag: TAG.uploads,
  summary: '图片上传凭证（限定目录与有效期）',
  body: CredentialsBody,
  data: UploadCredentials,
});

/** The same as GetUploadCredentials under the other name clients use. */
export const CreateUploadCredentials = endpoint({
  method: 'POST',
  path: '/stsFile/createToken',
  tag: TAG.uploads,
  summary: '图片上传凭证（限定目录与有效期）',
  body: CredentialsBody,
  data: UploadCredentials,
});

export const PresignedUpload = Type.Object({
  uploadUrl: Type.String(),
  method: Type.Literal('PUT'),
  headers: Type.Record(Type.String(), Type.String()),
  key: Type.String(),
  /** The picture's canonical address, what an answer stores. */
  url: Type.String(),
});
export type PresignedUpload = Static<typeof PresignedUpload>;

/**
 * The upload URL of one picture in the credential's directory. Other types and sizes over the
 * limit are refused before anything is sent.
 */
export const PresignUpload = endpoint({
  method: 'POST',
  path: '/stsFile/presign',
  tag: TAG.uploads,
  summary: '单张图片的上传地址（仅 jpg、jpeg、png、gif，大小有限制）',
  body: Type.Object({
    securityToken: Type.String({
      minLength: 1,
      maxLength: 2000,
      errorMessage: SA_REQUEST_MSG.tokenExpired,
    }),
    fileName: Type.String({ minLength: 1, maxLength: 255, errorMessage: Msg.pictureType }),
    contentType: Type.String({ maxLength: 100, errorMessage: Msg.pictureType }),
    size: Type.Integer({ minimum: 0, errorMessage: '图片大小不正确' }),
  }),
  data: PresignedUpload,
});

/**
 * The local store's upload target (STORAGE_PROVIDER=local only): the signature is the
 * credential (no session header), the raw body is the picture.
 */
export const UploadLocalPicture = endpoint({
  method: 'PUT',
  path: '/stsFile/upload',
  tag: TAG.uploads,
  summary: '本地存储的图片上传（签名地址）',
  querystring: Type.Object({
    key: Type.String({ maxLength: 200, errorMessage: SA_REQUEST_MSG.tokenExpired }),
    expires: Type.Integer({ minimum: 0, errorMessage: SA_REQUEST_MSG.tokenExpired }),
    sig: Type.String({ pattern: '^[0-9a-f]{64}$', errorMessage: SA_REQUEST_MSG.tokenExpired }),
  }),
  data: Type.Object({ url: Type.String() }),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** new: never saved; draft: saved, not handed in; submitted: waiting for a grader; graded. */
export const AnswerStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('graded'),
]);
export type AnswerStatus = Static<typeof AnswerStatus>;

export const ShortAnswerListQuestion = Type.Object({
  id: Type.Integer(),
  /** 1-based number inside its item. */
  index: Type.Integer(),
  title: Type.String(),
  wordsNum: Nullable(Type.Integer()),
  score: Type.Number(),
  status: AnswerStatus,
  userScore: Nullable(Type.Number()),
});
export type ShortAnswerListQuestion = Static<typeof ShortAnswerListQuestion>;

export const ShortAnswerListItem = Type.Object({
  /** The material question (kind 'material') or the standalone question. */
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('material'), Type.Literal('single')]),
  title: Type.String(),
  /** VIP content without the right: listed, not opened. */
  locked: Type.Boolean(),
  questions: Type.Array(ShortAnswerListQuestion),
});
export type ShortAnswerListItem = Static<typeof ShortAnswerListItem>;

/**
 * The short answers of a catalogue node (and the nodes below it) or of a paper: material
 * questions with their sub-questions and standalone ones, each with the learner's progress.
 */
export const ListShortAnswers = endpoint({
  method: 'POST',
  path: '/shortAnswer/list',
  tag: TAG.answers,
  summary: '申论题目列表（按目录或试卷，含作答进度）',
  body: Type.Object({
    catalogueId: Type.Optional(Id('目录编号不正确')),
    paperId: Type.Optional(Id('试卷编号不正确')),
  }),
  data: Type.Object({
    title: Type.String(),
    items: Type.Array(ShortAnswerListItem),
  }),
});

const Material = Type.Object({ content: Type.String() });

/** The learner's saved answer as its owner sees it. */
export const SavedShortAnswer = Type.Object({
  answer: Type.String(),
  /** Canonical addresses, what the answer stores. */
  url: Type.Array(Type.String()),
  /** Signed read addresses of the same pictures, in the same order. */
  previewUrl: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('graded')]),
  savedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
  userScore: Nullable(Type.Number()),
  score: Type.Number(),
  checkNote: Type.String(),
  gradedAt: Nullable(Type.String()),
});
export type SavedShortAnswer = Static<typeof SavedShortAnswer>;

export const ShortAnswerQuestion = Type.Object({
  id: Type.Integer(),
  questionTypeCode: Type.Literal('short_answer'),
  context: Type.String(),
  materialContext: Type.Array(Material),
  wordsNum: Nullable(Type.Integer()),
  score: Type.Number(),
  parentId: Nullable(Type.Integer()),
  siblings: Type.Array(Type.Integer()),
  checkAnswerUrl: Type.Array(Type.Object({ url: Type.String() })),
  /** The reference answer: only after hand-in. */
  answer: Nullable(Type.String()),
  analysisList: Type.Array(Analysis),
});
export type ShortAnswerQuestion = Static<typeof ShortAnswerQuestion>;

/**
 * The answer screen: the question, its materials, the learner's saved answer with signed
 * picture URLs, and after hand-in the reference answer, the analyses and the grading.
 */
export const GetShortAnswerQuestion = endpoint({
  method: 'GET',
  path: '/shortAnswer/question',
  tag: TAG.answers,
  summary: '申论作答页（题目、材料、我的作答；交卷后含参考答案、解析与批改）',
  querystring: Type.Object({ id: Id('题目编号不正确') }),
  data: Type.Object({
    question: ShortAnswerQuestion,
    answer: Nullable(SavedShortAnswer),
    showAnswer: Type.Boolean(),
    showGrading: Type.Boolean(),
  }),
});

/**
 * Autosave and the save button: text up to the limit and at most 8 of the learner's own
 * checked pictures; a refused save changes nothing. With `rev`, a save older than the stored
 * one is answered `stale: true` and changes nothing.
 */
export const SaveShortAnswer = endpoint({
  method: 'POST',
  path: '/shortAnswer/save',
  tag: TAG.answers,
  summary: '保存申论作答（文字与至多8张图片）',
  body: Type.Object({
    id: Id('题目编号不正确'),
    answer: Type.String({ maxLength: 100_000, errorMessage: '作答内容不正确' }),
    url: Type.Optional(
      Type.Array(Type.String({ maxLength: 1000, errorMessage: SA_REQUEST_MSG.badUrl }), {
        maxItems: 100,
        errorMessage: Msg.tooManyPictures,
      }),
    ),
    /** Optional and additive: clients that send none keep last-write-wins. */
    rev: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        errorMessage: '保存序号不正确',
      }),
    ),
  }),
  data: Type.Object({
    savedAt: Type.String(),
    status: Type.Literal('draft'),
    /** The server already has a newer save (by rev); this one changed nothing. */
    stale: Type.Optional(Type.Boolean()),
  }),
});

/** Hands the saved answer in for grading; handing in twice answers the first hand-in. */
export const SubmitShortAnswer = endpoint({
  method: 'POST',
  path: '/shortAnswer/submit',
  tag: TAG.answers,
  summary: '提交申论作答，进入人工批改',
  body: Type.Object({ id: Id('题目编号不正确') }),
  data: Type.Object({
    status: Type.String(),
    submittedAt: Nullable(Type.String()),
  }),
});

// ---------------------------------------------------------------------------------------------
// Grading

export const QueueStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('mine'),
  Type.Literal('graded'),
]);
export type QueueStatus = Static<typeof QueueStatus>;

export const QueueRow = Type.Object({
  answerId: Type.Integer(),
  questionId: Type.Integer(),
  questionTitle: Type.String(),
  paperTitle: Type.String(),
  /** Masked, e.g. 张**. */
  userName: Type.String(),
  submittedAt: Type.String(),
  status: Type.Union([Type.Literal('submitted'), Type.Literal('graded')]),
  lockedBy: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  lockedByMe: Type.Boolean(),
  userScore: Nullable(Type.Number()),
  score: Type.Number(),
  /** I gave this grade. */
  gradedByMe: Type.Boolean(),
  /** Until when I may still change my grade; null: not mine, or final. */
  reviseUntil: Nullable(Type.String()),
});
export type QueueRow = Static<typeof QueueRow>;

export const QueueGroup = Type.Object({
  questionId: Type.Integer(),
  questionTitle: Type.String(),
  paperTitle: Type.String(),
  pending: Type.Integer(),
});
export type QueueGroup = Static<typeof QueueGroup>;

/**
 * Handed-in short answers, oldest first: waiting (pending), held by me (mine) or graded, with
 * the number waiting per question.
 */
export const GetGradingQueue = endpoint({
  method: 'GET',
  path: '/grading/queue',
  tag: TAG.grading,
  summary: '批改队列（待批改 / 我正在批改 / 已批改）与按题目分组的待批数量',
  querystring: Type.Object({
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
  }),
  data: Type.Object({
    total: Type.Integer(),
    list: Type.Array(QueueRow),
    groups: Type.Array(QueueGroup),
  }),
});

const AnswerIdBody = Type.Object({ answerId: Id('作答编号不正确') });

/** What grading needs: the question with its reference answer, and the learner's answer. */
const GradingView = {
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
    /** Masked, e.g. 张**. */
    userName: Type.String(),
    answer: Type.String(),
    url: Type.Array(Type.String()),
    /** Signed read addresses of the pictures. */
    previewUrl: Type.Array(Type.String()),
    submittedAt: Type.String(),
  }),
};

export const ClaimedAnswer = Type.Object({ ...GradingView, lockExpiresAt: Type.String() });
export type ClaimedAnswer = Static<typeof ClaimedAnswer>;

/** Takes an answer for 15 minutes (409 when another grader holds it) and returns its view. */
export const ClaimAnswer = endpoint({
  method: 'POST',
  path: '/grading/claim',
  tag: TAG.grading,
  summary: '领取一份作答进行批改（锁定15分钟）',
  body: AnswerIdBody,
  data: ClaimedAnswer,
});

/**
 * The score (steps of 0.5) and the note; needs the lock. On an answer I graded it changes my
 * grade while GRADE_REVISE_HOURS allow.
 */
export const GradeAnswer = endpoint({
  method: 'POST',
  path: '/grading/grade',
  tag: TAG.grading,
  summary: '提交批改（得分与评语）；批改后限定时间内本人可修改',
  body: Type.Object({
    answerId: Id('作答编号不正确'),
    score: Type.Number({ errorMessage: Msg.badScore }),
    /** Rich text: the server sanitizes it. */
    checkNote: Type.Optional(
      Type.String({ maxLength: 50_000, errorMessage: SA_REQUEST_MSG.noteTooLong }),
    ),
  }),
  data: Type.Object({ status: Type.Literal('graded') }),
});

/** A graded answer as its grader sees it: the claim's view, the grade, and its window. */
export const GradedAnswer = Type.Object({
  ...GradingView,
  grade: Type.Object({
    score: Type.Number(),
    /** Rich text, as stored. */
    checkNote: Type.String(),
    gradedAt: Type.String(),
    /** null: the grade is final. */
    reviseUntil: Nullable(Type.String()),
  }),
});
export type GradedAnswer = Static<typeof GradedAnswer>;

/**
 * An answer I graded, with my score and note and until when I may change them (GradeAnswer
 * takes the change); others' grades are not shown here.
 */
export const GetGradedAnswer = endpoint({
  method: 'GET',
  path: '/grading/graded',
  tag: TAG.grading,
  summary: '我批改过的作答（修改批改用，含可修改截止时间）',
  querystring: AnswerIdBody,
  data: GradedAnswer,
});

/** Gives back an answer I hold without grading it. */
export const ReleaseAnswer = endpoint({
  method: 'POST',
  path: '/grading/release',
  tag: TAG.grading,
  summary: '放弃批改，释放锁定',
  body: AnswerIdBody,
  data: Type.Object({ released: Type.Boolean() }),
});
