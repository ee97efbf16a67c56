import { Type, type Static } from 'typebox';
import {
  ENLIST_EXAM_INTRO_MAX,
  ENLIST_EXAM_KINDS,
  ENLIST_EXAM_NAME_MAX,
  ENLIST_EXAM_SHORT_NAME_MAX,
  ENLIST_SERVICE_SUBTITLE_MAX,
  ENLIST_SERVICE_TITLE_MAX,
  EnlistExamMsg,
  POSITION_IMPORT_MAX_BYTES,
  POSITION_ROW_STATUSES,
  PositionImportMsg,
  type EnlistExamKind,
  type PositionRowStatus,
} from '../../console-enlistment.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { Instant } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's position tables (报名职位): an exam's 职位表 imported from the recruiting
 * office's Excel file — read and previewed row by row first (what is wrong, what is new, what
 * changes), then written at once. Positions are matched by their code, so importing the same
 * or a corrected table again updates in place and adds nothing twice; positions the file does
 * not name are kept, as enlistments may name them.
 */
const TAG = '后台·报名职位';
const ROLES = CONSOLE_SECTION_ROLES.enlistment;

const Kind = Type.Unsafe<EnlistExamKind>({
  type: 'string',
  enum: [...ENLIST_EXAM_KINDS],
  errorMessage: EnlistExamMsg.kindInvalid,
});
const ExamId = Type.Integer({ minimum: 1, errorMessage: EnlistExamMsg.notFound });

export const ConsoleEnlistExam = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Type.String(),
  kind: Kind,
  year: Type.Integer(),
  intro: Type.String(),
  enlistStart: Type.String(),
  enlistEnd: Type.String(),
  /** China date, YYYY-MM-DD. */
  examDate: Type.String(),
  /** The enlistment service sold with it: its shop goods, price in yuan with two decimals. */
  serviceTitle: Type.String(),
  serviceSubtitle: Type.String(),
  servicePrice: Type.String(),
  positions: Type.Integer(),
  /** 招考人数 of all its positions. */
  quota: Type.Integer(),
  enlistments: Type.Integer(),
  paid: Type.Integer(),
});
export type ConsoleEnlistExam = Static<typeof ConsoleEnlistExam>;

export const ListConsoleEnlistExams = endpoint({
  method: 'GET',
  path: '/console/enlistment/exams',
  tag: TAG,
  summary: '开放报名的考试：职位数、招考人数、报名与缴费人数',
  roles: ROLES,
  data: Type.Array(ConsoleEnlistExam),
});

export const SaveConsoleEnlistExam = endpoint({
  method: 'POST',
  path: '/console/enlistment/exams/save',
  tag: TAG,
  summary: '新建开放报名的考试（连同在商城出售的报名服务）或修改',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([ExamId, Type.Null()]),
    name: Type.String({
      maxLength: ENLIST_EXAM_NAME_MAX * 2,
      errorMessage: EnlistExamMsg.nameTooLong,
    }),
    shortName: Type.String({
      maxLength: ENLIST_EXAM_SHORT_NAME_MAX * 2,
      errorMessage: EnlistExamMsg.shortNameTooLong,
    }),
    kind: Kind,
    year: Type.Integer({ errorMessage: EnlistExamMsg.yearInvalid }),
    intro: Type.String({
      maxLength: ENLIST_EXAM_INTRO_MAX * 2,
      errorMessage: EnlistExamMsg.introTooLong,
    }),
    enlistStart: Instant(EnlistExamMsg.timeInvalid),
    enlistEnd: Instant(EnlistExamMsg.timeInvalid),
    examDate: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      errorMessage: EnlistExamMsg.examDateInvalid,
    }),
    /** Yuan, more than 0, two decimals at most. */
    servicePrice: Type.String({
      pattern: '^\\d{1,5}(\\.\\d{1,2})?$',
      errorMessage: EnlistExamMsg.priceInvalid,
    }),
    /** '' names it after the exam's short name. */
    serviceTitle: Type.String({
      maxLength: ENLIST_SERVICE_TITLE_MAX * 2,
      errorMessage: EnlistExamMsg.serviceTitleTooLong,
    }),
    serviceSubtitle: Type.String({
      maxLength: ENLIST_SERVICE_SUBTITLE_MAX * 2,
      errorMessage: EnlistExamMsg.serviceSubtitleTooLong,
    }),
  }),
  data: ConsoleEnlistExam,
});

export const RemoveConsoleEnlistExam = endpoint({
  method: 'POST',
  path: '/console/enlistment/exams/remove',
  tag: TAG,
  summary: '删除没有职位和报名的考试，其报名服务在商城下架',
  roles: ROLES,
  body: Type.Object({ id: ExamId }),
  data: Type.Null(),
});

export const PositionPreviewRow = Type.Object({
  /** Where it is in the file: 「中央国家行政机关」第 12 行. */
  place: Type.String(),
  code: Type.String(),
  department: Type.String(),
  positionName: Type.String(),
  quota: Type.String(),
  education: Type.String(),
  political: Type.String(),
  location: Type.String(),
  region: Type.String(),
  status: Type.Unsafe<PositionRowStatus>({ type: 'string', enum: [...POSITION_ROW_STATUSES] }),
  messages: Type.Array(Type.String()),
});
export type PositionPreviewRow = Static<typeof PositionPreviewRow>;

export const PositionImportPreview = Type.Object({
  total: Type.Integer(),
  added: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  errors: Type.Integer(),
  /** Sheets read, with their rows. */
  sheets: Type.Array(Type.Object({ name: Type.String(), rows: Type.Integer() })),
  /** Every row with an error, then the first rows of the rest. */
  rows: Type.Array(PositionPreviewRow),
});
export type PositionImportPreview = Static<typeof PositionImportPreview>;

/** Base64 of a file of at most POSITION_IMPORT_MAX_BYTES. */
const BASE64_MAX = Math.ceil(POSITION_IMPORT_MAX_BYTES / 3) * 4;
const FileBody = Type.Object({
  examId: Type.Integer({ minimum: 1, errorMessage: PositionImportMsg.examNotFound }),
  fileName: Type.String({
    minLength: 1,
    maxLength: 200,
    errorMessage: PositionImportMsg.fileRequired,
  }),
  content: Type.String({
    minLength: 1,
    maxLength: BASE64_MAX,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
    errorMessage: {
      minLength: PositionImportMsg.fileRequired,
      maxLength: PositionImportMsg.fileTooLarge,
      default: PositionImportMsg.fileUnreadable,
    },
  }),
});

export const PreviewPositionImport = endpoint({
  method: 'POST',
  path: '/console/enlistment/positions/preview',
  tag: TAG,
  summary: '上传职位表并预览：逐行列出错误、新增与更新（尚未写入）',
  roles: ROLES,
  body: FileBody,
  data: PositionImportPreview,
});

export const CommitPositionImport = endpoint({
  method: 'POST',
  path: '/console/enlistment/positions/commit',
  tag: TAG,
  summary: '确认导入：同一文件再读一遍并一次写入（有错误时不写入任何职位）',
  roles: ROLES,
  body: FileBody,
  data: Type.Object({
    added: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
  }),
});

export const GetPositionTemplate = endpoint({
  method: 'GET',
  path: '/console/enlistment/positions/template',
  tag: TAG,
  summary: '下载职位表模板（Excel，含示例行）',
  roles: ROLES,
  data: Type.Object({ fileName: Type.String(), mime: Type.String(), content: Type.String() }),
});
