/**
 * The console's position tables (职位表): an exam's positions imported from the recruiting
 * office's Excel file. Limits, the columns read, and the messages staff see.
 */

/** The largest file taken: a national exam's table of 20,000 rows is about 4 MB. */
export const POSITION_IMPORT_MAX_BYTES = 12 * 1024 * 1024;
/** Rows shown in a preview besides every row with an error. */
export const POSITION_PREVIEW_ROWS = 50;

/**
 * The columns read, by the names official tables give them (the first is the template's).
 * A sheet counts when its header names every required one.
 */
export const POSITION_COLUMNS = {
  code: ['职位代码'],
  department: ['招录机关', '部门名称', '单位名称'],
  unit: ['用人司局', '用人单位', '用人处室'],
  positionName: ['招考职位', '职位名称', '招录职位'],
  intro: ['职位简介', '职位描述'],
  quota: ['招考人数', '招录人数', '录用人数'],
  education: ['学历'],
  degree: ['学位'],
  major: ['专业'],
  political: ['政治面貌'],
  grassroots: ['基层工作最低年限', '基层工作年限'],
  other: ['其他条件', '备注'],
  location: ['工作地点'],
  region: ['所属地区', '地区'],
} as const;
export type PositionColumn = keyof typeof POSITION_COLUMNS;
export const REQUIRED_POSITION_COLUMNS: PositionColumn[] = [
  'code',
  'department',
  'positionName',
  'quota',
  'education',
  'location',
];

/** What an imported row does to the table. */
export const POSITION_ROW_STATUSES = ['new', 'update', 'same', 'error'] as const;
export type PositionRowStatus = (typeof POSITION_ROW_STATUSES)[number];
export const POSITION_ROW_STATUS_TEXT: Record<PositionRowStatus, string> = {
  new: '新增',
  update: '更新',
  same: '无变化',
  error: '有错误',
};

export const PositionImportMsg = {
  examNotFound: '考试不存在',
  examKindChanged: '考试类型刚被修改，请重新上传职位表',
  fileRequired: '请选择职位表文件',
  fileTooLarge: '文件不能超过 12 MB',
  fileUnreadable: '文件无法读取，请上传 Excel（.xlsx）格式的职位表',
  noSheet: `文件中没有职位表：工作表的表头应包含 ${REQUIRED_POSITION_COLUMNS.map(
    (column) => POSITION_COLUMNS[column][0],
  ).join('、')}（可下载模板对照）`,
  empty: '职位表中没有职位',
  hasErrors: (count: number) => `职位表中有 ${count} 处错误，请修正后重新上传`,
  committed: (added: number, updated: number) =>
    `导入完成：新增 ${added} 个职位，更新 ${updated} 个`,
  codeRequired: '缺少职位代码',
  codeInvalid: '职位代码应为 1-20 位数字或字母',
  codeRepeated: (place: string) => `职位代码与${place}重复`,
  codeOfOtherExam: (exam: string) => `职位代码已属于「${exam}」，不同考试的职位代码不能相同`,
  required: (column: string) => `缺少${column}`,
  tooLong: (column: string, max: number) => `${column}不能超过 ${max} 个字`,
  quotaInvalid: '招考人数应为 1-999 的整数',
  educationUnknown: (text: string) =>
    `学历「${text}」无法识别，应写作“本科及以上”“仅限硕士研究生”“大专或本科”等`,
  politicalUnknown: (text: string) =>
    `政治面貌「${text}」无法识别，应为“不限”“中共党员”或“中共党员或共青团员”`,
  grassrootsUnknown: (text: string) =>
    `基层工作最低年限「${text}」无法识别，应为“无限制”或“二年”“2年”等`,
} as const;

/** The exams staff open for enlistment (报名考试): what they fill in, and what they read back. */
export const ENLIST_EXAM_KINDS = ['national', 'provincial', 'xuandiao'] as const;
export type EnlistExamKind = (typeof ENLIST_EXAM_KINDS)[number];
export const ENLIST_EXAM_KIND_NAMES: Record<EnlistExamKind, string> = {
  national: '国考',
  provincial: '省考',
  xuandiao: '选调生',
};
export const ENLIST_EXAM_NAME_MAX = 60;
export const ENLIST_EXAM_SHORT_NAME_MAX = 20;
export const ENLIST_EXAM_INTRO_MAX = 300;
export const ENLIST_SERVICE_TITLE_MAX = 60;
export const ENLIST_SERVICE_SUBTITLE_MAX = 120;

export const EnlistExamMsg = {
  saved: '考试已保存',
  removed: '考试已删除，报名服务已下架',
  notFound: '考试不存在',
  nameRequired: '请填写考试名称',
  nameTooLong: `考试名称不能超过${ENLIST_EXAM_NAME_MAX}个字`,
  nameTaken: '已有同名考试',
  shortNameRequired: '请填写简称',
  shortNameTooLong: `简称不能超过${ENLIST_EXAM_SHORT_NAME_MAX}个字`,
  kindInvalid: '请选择考试类型：国考、省考或选调生',
  kindLocked: '考试已有职位，不能再改类型（职位的筛选地区随类型而定）',
  yearInvalid: '年份应在今年前后一年之内',
  introTooLong: `简介不能超过${ENLIST_EXAM_INTRO_MAX}个字`,
  timeInvalid: '报名时间格式不正确',
  windowInvalid: '报名截止应晚于报名开始',
  examDateInvalid: '考试日期应为 YYYY-MM-DD，且不早于报名截止那天',
  priceInvalid: '报名服务费应大于 0，最多两位小数',
  serviceTitleTooLong: `服务名称不能超过${ENLIST_SERVICE_TITLE_MAX}个字`,
  serviceSubtitleTooLong: `服务说明不能超过${ENLIST_SERVICE_SUBTITLE_MAX}个字`,
  inUse: (positions: number, enlistments: number) =>
    `考试还有 ${positions} 个职位、${enlistments} 份报名，不能删除`,
} as const;
