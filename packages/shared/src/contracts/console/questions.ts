import { Type, type Static } from 'typebox';
import { AnalysisType, COMPOSITE_TYPE_CODE, QuestionTypeCode } from '../../constants.ts';
import {
  ConsoleQuestionMsg,
  QUESTION_ANALYSES_MAX,
  QUESTION_ANALYSIS_MAX,
  QUESTION_BLANKS_MAX,
  QUESTION_CHILDREN_MAX,
  QUESTION_MATERIAL_MAX,
  QUESTION_MATERIALS_MAX,
  QUESTION_MEDIA_MAX_BYTES,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_SCORE_MAX,
  QUESTION_SOURCE_MAX,
  QUESTION_STEM_MAX,
  QUESTION_WORDS_MAX,
} from '../../console-questions.ts';
import { PAPER_STATES, type PaperState } from '../../console-papers.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';
import { ImportTarget } from './question-import.ts';

/**
 * The console's question editor (题目管理): find a question of the bank, write one of any type
 * by hand or correct one — stem, options, key, analyses (text, video, audio), and for a
 * material group its materials and sub-questions. Rich texts are sanitised by the server.
 */
const TAG = '后台·题目管理';
const ROLES = CONSOLE_SECTION_ROLES.questions;

type LeafType = (typeof QuestionTypeCode)[number];
type AnyType = LeafType | typeof COMPOSITE_TYPE_CODE;
const LeafTypeCode = Type.Unsafe<LeafType>({
  type: 'string',
  enum: [...QuestionTypeCode],
  errorMessage: ConsoleQuestionMsg.childTypeInvalid,
});
const AnyTypeCode = Type.Unsafe<AnyType>({
  type: 'string',
  enum: [...QuestionTypeCode, COMPOSITE_TYPE_CODE],
  errorMessage: ConsoleQuestionMsg.typeInvalid,
});
const AnalysisKind = Type.Unsafe<(typeof AnalysisType)[number]>({
  type: 'string',
  enum: [...AnalysisType],
});
const QuestionId = Type.Integer({ minimum: 1, errorMessage: ConsoleQuestionMsg.notFound });
const Html = (max: number, errorMessage: string) =>
  // HTML carries markup beyond the visible characters the server counts.
  Type.String({ maxLength: max * 4, errorMessage });

const Analysis = Type.Object({
  type: AnalysisKind,
  /** text: HTML; video and audio: empty. */
  analysis: Html(QUESTION_ANALYSIS_MAX, ConsoleQuestionMsg.analysisTooLong),
  /** video and audio: the uploaded file (UploadQuestionMedia). */
  mediaId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    errorMessage: ConsoleQuestionMsg.mediaNotFound,
  }),
});

/** What a gradable question holds; a material group's sub-questions are these too. */
const QuestionFields = {
  context: Html(QUESTION_STEM_MAX, ConsoleQuestionMsg.stemTooLong),
  /** Option contents, A, B, C … in order (HTML). */
  options: Type.Array(Html(QUESTION_OPTION_MAX, ConsoleQuestionMsg.optionTooLong('')), {
    maxItems: QUESTION_OPTIONS_MAX,
    errorMessage: ConsoleQuestionMsg.optionsTooMany,
  }),
  /**
   * Choices: the letters ('AC'); fill-in: one entry per blank ('3|三' accepts either);
   * sequencing: the order ('3,1,2'); short answer: the reference answer (HTML).
   */
  answer: Type.Union([
    Type.String({
      maxLength: QUESTION_ANALYSIS_MAX * 4,
      errorMessage: ConsoleQuestionMsg.referenceTooLong,
    }),
    Type.Array(Type.String({ maxLength: 200 }), {
      maxItems: QUESTION_BLANKS_MAX,
      errorMessage: ConsoleQuestionMsg.blanksTooMany,
    }),
  ]),
  difficulty: Type.Integer({
    minimum: 1,
    maximum: 5,
    errorMessage: ConsoleQuestionMsg.difficultyInvalid,
  }),
  /** Points, one decimal at most. */
  score: Type.Number({
    minimum: 0,
    maximum: QUESTION_SCORE_MAX,
    errorMessage: ConsoleQuestionMsg.scoreInvalid,
  }),
  /** Short answers: the words asked for. */
  wordsNum: Type.Union([Type.Integer({ minimum: 0, maximum: QUESTION_WORDS_MAX }), Type.Null()], {
    errorMessage: ConsoleQuestionMsg.wordsInvalid,
  }),
  analyses: Type.Array(Analysis, {
    maxItems: QUESTION_ANALYSES_MAX,
    errorMessage: ConsoleQuestionMsg.analysesTooMany,
  }),
};

const ChildInput = Type.Object({
  /** An existing sub-question to change, or null for a new one. */
  id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    errorMessage: ConsoleQuestionMsg.childNotFound,
  }),
  typeCode: LeafTypeCode,
  ...QuestionFields,
});

export const SaveConsoleQuestion = endpoint({
  method: 'POST',
  path: '/console/questions/save',
  tag: TAG,
  summary: '新建或修改一道题（任意题型，材料题连同材料与小题）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([QuestionId, Type.Null()]),
    subjectId: Type.Integer({ minimum: 1, errorMessage: ConsoleQuestionMsg.subjectNotFound }),
    catalogueId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleQuestionMsg.catalogueNotFound,
    }),
    /**
     * When changing one: its updatedAt as the editor read it; a save made meanwhile by someone
     * else refuses this one instead of being overwritten.
     */
    updatedAt: Type.Optional(Type.String({ maxLength: 40 })),
    /** A new question goes last into this draft paper; ignored when changing one. */
    paperId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleQuestionMsg.paperNotFound,
    }),
    typeCode: AnyTypeCode,
    source: Type.String({
      maxLength: QUESTION_SOURCE_MAX * 2,
      errorMessage: ConsoleQuestionMsg.sourceTooLong,
    }),
    ...QuestionFields,
    /** Material groups: the materials (HTML) and the sub-questions. */
    materials: Type.Array(Html(QUESTION_MATERIAL_MAX, ConsoleQuestionMsg.materialTooLong), {
      maxItems: QUESTION_MATERIALS_MAX,
      errorMessage: ConsoleQuestionMsg.materialsTooMany,
    }),
    children: Type.Array(ChildInput, {
      maxItems: QUESTION_CHILDREN_MAX,
      errorMessage: ConsoleQuestionMsg.childrenTooMany,
    }),
  }),
  data: Type.Object({ id: Type.Integer() }),
});
export type ConsoleQuestionInput = Static<typeof SaveConsoleQuestion.body>;

const AnalysisView = Type.Object({
  ...Analysis.properties,
  /** video and audio: the file, with a short-lived address to play it. */
  media: Type.Union([
    Type.Object({
      fileName: Type.String(),
      durationSeconds: Type.Integer(),
      url: Type.String(),
    }),
    Type.Null(),
  ]),
});

const QuestionView = {
  ...QuestionFields,
  analyses: Type.Array(AnalysisView),
  /** Whether some learner has answered it: its type is then fixed. */
  answered: Type.Boolean(),
};

export const ConsoleQuestion = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  catalogueId: Type.Union([Type.Integer(), Type.Null()]),
  paper: Type.Union([
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      state: Type.Unsafe<PaperState>({ type: 'string', enum: [...PAPER_STATES] }),
    }),
    Type.Null(),
  ]),
  typeCode: AnyTypeCode,
  source: Type.String(),
  /** Follows its knowledge point or paper. */
  vipOnly: Type.Boolean(),
  ...QuestionView,
  materials: Type.Array(Type.String()),
  children: Type.Array(
    Type.Object({ id: Type.Integer(), typeCode: LeafTypeCode, ...QuestionView }),
  ),
  updatedAt: Type.String(),
});
export type ConsoleQuestion = Static<typeof ConsoleQuestion>;

export const GetConsoleQuestion = endpoint({
  method: 'GET',
  path: '/console/questions/detail',
  tag: TAG,
  summary: '一道题的全部内容，供修改',
  roles: ROLES,
  querystring: Type.Object({ id: QuestionId }),
  data: ConsoleQuestion,
});

export const ConsoleQuestionRow = Type.Object({
  id: Type.Integer(),
  subjectName: Type.String(),
  typeCode: AnyTypeCode,
  typeName: Type.String(),
  /** The stem as plain text, shortened (a material group: its first material). */
  stem: Type.String(),
  answer: Type.String(),
  catalogueName: Type.String(),
  paperTitle: Type.String(),
  difficulty: Type.Integer(),
  /** A material group: its sub-questions' total. */
  score: Type.Number(),
  children: Type.Integer(),
  vipOnly: Type.Boolean(),
  /** It, or one of its sub-questions, has a video or audio analysis. */
  hasMedia: Type.Boolean(),
  updatedAt: Type.String(),
});
export type ConsoleQuestionRow = Static<typeof ConsoleQuestionRow>;

export const ListConsoleQuestions = endpoint({
  method: 'GET',
  path: '/console/questions',
  tag: TAG,
  summary: '题库中的题目（新建的在前），可按科目、知识点、试卷、题型与题干查找',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    subjectId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** A module takes in the points under it. */
    catalogueId: Type.Optional(Type.Integer({ minimum: 1 })),
    paperId: Type.Optional(Type.Integer({ minimum: 1 })),
    typeCode: Type.Optional(AnyTypeCode),
    keyword: Type.Optional(Type.String({ maxLength: 60 })),
  }),
  data: PageOf(ConsoleQuestionRow),
});

export const ListQuestionTargets = endpoint({
  method: 'GET',
  path: '/console/questions/targets',
  tag: TAG,
  summary: '科目及其知识点树与试卷（选题目所属位置）',
  roles: ROLES,
  data: Type.Array(ImportTarget),
});

export const RemoveConsoleQuestion = endpoint({
  method: 'POST',
  path: '/console/questions/remove',
  tag: TAG,
  summary: '删除没有学员用过的题目（材料题连同小题）',
  roles: ROLES,
  body: Type.Object({ id: QuestionId }),
  data: Type.Null(),
});

export const UploadQuestionMedia = endpoint({
  method: 'POST',
  path: '/console/questions/media',
  tag: TAG,
  summary: '上传视频或音频解析的文件（base64），保存题目时引用',
  roles: ROLES,
  body: Type.Object({
    fileName: Type.String({
      minLength: 1,
      maxLength: 128,
      errorMessage: ConsoleQuestionMsg.mediaNameTooLong,
    }),
    /** The file, base64. */
    content: Type.String({
      minLength: 1,
      maxLength: Math.ceil(QUESTION_MEDIA_MAX_BYTES / 3) * 4,
      errorMessage: ConsoleQuestionMsg.mediaTooLarge,
    }),
  }),
  data: Type.Object({
    id: Type.Integer(),
    kind: AnalysisKind,
    fileName: Type.String(),
    durationSeconds: Type.Integer(),
    url: Type.String(),
  }),
});
