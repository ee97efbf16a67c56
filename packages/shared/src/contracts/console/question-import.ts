import { Type, type Static } from 'typebox';
import {
  QUESTION_IMPORT_FORMATS,
  QUESTION_IMPORT_ITEM_STATUSES,
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_IMPORT_STATUSES,
  QuestionImportMsg,
  type QuestionImportFormat,
  type QuestionImportItemStatus,
  type QuestionImportStatus,
} from '../../question-import.ts';
import { PAPER_STATES, type PaperState } from '../../console-papers.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's bulk question import: a Word or Excel file is read and previewed question by
 * question (what is wrong, what the bank already holds), then committed at once.
 */
const TAG = '后台·题库导入';
const ROLES = CONSOLE_SECTION_ROLES.questionImport;

const Format = Type.Unsafe<QuestionImportFormat>({
  type: 'string',
  enum: [...QUESTION_IMPORT_FORMATS],
  errorMessage: QuestionImportMsg.formatUnknown,
});
const ItemStatus = Type.Unsafe<QuestionImportItemStatus>({
  type: 'string',
  enum: [...QUESTION_IMPORT_ITEM_STATUSES],
});
const Status = Type.Unsafe<QuestionImportStatus>({
  type: 'string',
  enum: [...QUESTION_IMPORT_STATUSES],
});

/** A knowledge point, flat: the console builds the tree from parentId. */
const CatalogueNode = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
});

/** A past paper of the subject (draft or published) a file may be imported into. */
const PaperTarget = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  state: Type.Unsafe<PaperState>({ type: 'string', enum: [...PAPER_STATES] }),
});

export const ImportTarget = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  catalogues: Type.Array(CatalogueNode),
  papers: Type.Array(PaperTarget),
});
export type ImportTarget = Static<typeof ImportTarget>;

export const ListImportTargets = endpoint({
  method: 'GET',
  path: '/console/question-import/targets',
  tag: TAG,
  summary: '可导入到的科目，及其知识点树与试卷',
  roles: ROLES,
  data: Type.Array(ImportTarget),
});

export const ImportItem = Type.Object({
  /** Where it is in the file, as a teacher finds it: 第 3 题, 第 5 行. */
  place: Type.String(),
  typeName: Type.String(),
  /** The stem as plain text, shortened. */
  stem: Type.String(),
  answer: Type.String(),
  /** The knowledge point it goes under. */
  catalogueName: Type.String(),
  /** Sub-questions of a material group. */
  children: Type.Integer(),
  hasPicture: Type.Boolean(),
  status: ItemStatus,
  /** Why it is refused, or what it duplicates. */
  messages: Type.Array(Type.String()),
});
export type ImportItem = Static<typeof ImportItem>;

export const ImportSummary = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  format: Format,
  subjectName: Type.String(),
  catalogueName: Type.String(),
  /** The past paper the questions were filed under, if the file was imported into one. */
  paperId: Type.Union([Type.Integer(), Type.Null()]),
  paperTitle: Type.Union([Type.String(), Type.Null()]),
  status: Status,
  total: Type.Integer(),
  ready: Type.Integer(),
  duplicates: Type.Integer(),
  errors: Type.Integer(),
  /** Questions the commit added (0 before it). */
  added: Type.Integer(),
  createdBy: Type.String(),
  createdAt: Type.String(),
  committedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ImportSummary = Static<typeof ImportSummary>;

export const ImportPreview = Type.Object({
  ...ImportSummary.properties,
  /** When this very file (same bytes) was last committed into the bank, if it was. */
  sameFileCommittedAt: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(ImportItem),
});
export type ImportPreview = Static<typeof ImportPreview>;

/** Base64 of a file of at most QUESTION_IMPORT_MAX_BYTES. */
const BASE64_MAX = Math.ceil(QUESTION_IMPORT_MAX_BYTES / 3) * 4;

export const PreviewImport = endpoint({
  method: 'POST',
  path: '/console/question-import/preview',
  tag: TAG,
  summary:
    '上传 Word / Excel 文件并预览：逐题列出错误与题库（或所选试卷）中已有的重复题（尚未写入题库）',
  roles: ROLES,
  body: Type.Object({
    subjectId: Type.Integer({ minimum: 1, errorMessage: QuestionImportMsg.targetRequired }),
    catalogueId: Type.Integer({ minimum: 1, errorMessage: QuestionImportMsg.targetRequired }),
    /**
     * A past paper of the subject to file the questions under, in the file's order after its
     * own; duplicates are then looked for in that paper only (a past paper repeats questions
     * the bank may hold already).
     */
    paperId: Type.Optional(
      Type.Integer({ minimum: 1, errorMessage: QuestionImportMsg.paperNotFound }),
    ),
    fileName: Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: QuestionImportMsg.fileRequired,
    }),
    /** The file's bytes in base64. */
    content: Type.String({
      minLength: 1,
      maxLength: BASE64_MAX,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      errorMessage: {
        minLength: QuestionImportMsg.fileRequired,
        maxLength: QuestionImportMsg.fileTooLarge,
        default: QuestionImportMsg.fileUnreadable,
      },
    }),
  }),
  data: ImportPreview,
});

export const CommitImport = endpoint({
  method: 'POST',
  path: '/console/question-import/commit',
  tag: TAG,
  summary: '确认导入：一次写入预览中的新题（重复题不再写入；有错误时不能导入）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Integer({ minimum: 1, errorMessage: QuestionImportMsg.importNotFound }),
  }),
  data: ImportSummary,
});

export const ListImports = endpoint({
  method: 'GET',
  path: '/console/question-import/history',
  tag: TAG,
  summary: '导入记录（新的在前）',
  roles: ROLES,
  querystring: PageQuery,
  data: PageOf(ImportSummary),
});

export const GetImportTemplate = endpoint({
  method: 'GET',
  path: '/console/question-import/template',
  tag: TAG,
  summary: '下载导入模板（Word 或 Excel，含各题型示例）',
  roles: ROLES,
  querystring: Type.Object({ format: Format }),
  data: Type.Object({ fileName: Type.String(), mime: Type.String(), content: Type.String() }),
});
