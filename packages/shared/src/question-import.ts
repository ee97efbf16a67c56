/**
 * Bulk question import (the console's 题库导入): the limits both sides state and the server
 * enforces, and the messages a teacher reads.
 */

/** The largest file accepted, in bytes (a Word file carries its pictures). */
export const QUESTION_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most questions one file may hold. */
export const QUESTION_IMPORT_MAX_QUESTIONS = 20_000;
/** The largest picture kept inside a question, in bytes: pictures travel inside its text. */
export const QUESTION_IMPORT_PICTURE_MAX_BYTES = 512 * 1024;
/** Options run from A to H. */
export const QUESTION_IMPORT_MAX_OPTIONS = 8;

export const QUESTION_IMPORT_FORMATS = ['docx', 'xlsx'] as const;
export type QuestionImportFormat = (typeof QUESTION_IMPORT_FORMATS)[number];

export const QUESTION_IMPORT_FORMAT_NAMES: Record<QuestionImportFormat, string> = {
  docx: 'Word',
  xlsx: 'Excel',
};

/** What a previewed question will become: added, left out as already in the bank, or refused. */
export const QUESTION_IMPORT_ITEM_STATUSES = ['ready', 'duplicate', 'error'] as const;
export type QuestionImportItemStatus = (typeof QUESTION_IMPORT_ITEM_STATUSES)[number];

export const QUESTION_IMPORT_STATUSES = ['preview', 'committed'] as const;
export type QuestionImportStatus = (typeof QUESTION_IMPORT_STATUSES)[number];

export const QuestionImportMsg = {
  fileRequired: '请选择要导入的文件',
  fileTooLarge: `文件不能超过 ${QUESTION_IMPORT_MAX_BYTES / 1024 / 1024}MB`,
  formatUnknown: '只能导入 Word（.docx）或 Excel（.xlsx）文件',
  fileUnreadable: '文件无法读取，请确认是用 Word 或 Excel 保存的 .docx / .xlsx 文件',
  noQuestions: '文件中没有找到题目，请对照模板检查格式',
  tooManyQuestions: `一个文件最多 ${QUESTION_IMPORT_MAX_QUESTIONS} 道题，请拆分后导入`,
  targetRequired: '请选择导入到的科目和知识点',
  subjectNotFound: '科目不存在',
  catalogueNotFound: '知识点不存在或不属于该科目',
  paperNotFound: '试卷不存在或不属于该科目',
  importNotFound: '导入记录不存在，请重新上传文件',
  expired: '预览已过期，请重新上传文件',
  alreadyCommitted: '这份文件已经导入过了',
  hasErrors: '还有题目格式有误，请修改文件后重新上传',
  committed: '导入成功',
} as const;
