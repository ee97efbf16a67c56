/**
 * The console's mock contests (模考大赛): scheduled from draft papers of 试卷管理 — a 行测
 * paper and, if wanted, a 申论 one — which become the contest's secret papers. The limits and
 * messages both sides use.
 */
export const CONTEST_TITLE_MAX = 40;
export const CONTEST_SUBTITLE_MAX = 60;
export const CONTEST_LEVEL_MAX = 20;
export const CONTEST_RULES_MAX = 2000;
export const CONTEST_LATE_ENTRY_MAX = 120;
/** A stage lasts at least this long and at most this long, in minutes. */
export const CONTEST_STAGE_MIN_MINUTES = 10;
export const CONTEST_STAGE_MAX_MINUTES = 360;

export const ConsoleMockExamMsg = {
  created: '模考已排期，学员可在模考大赛中看到',
  updated: '模考已修改，报名的学员看到的是新的安排',
  cancelled: '模考已取消，试卷回到草稿',
  notFound: '模考不存在',
  titleRequired: '请填写模考名称',
  titleTooLong: `名称不能超过${CONTEST_TITLE_MAX}个字`,
  subtitleTooLong: `副标题不能超过${CONTEST_SUBTITLE_MAX}个字`,
  examTypeInvalid: '请选择考试类型',
  levelTooLong: `级别不能超过${CONTEST_LEVEL_MAX}个字`,
  rulesRequired: '请填写考试须知',
  rulesTooLong: `考试须知不能超过${CONTEST_RULES_MAX}个字`,
  timeInvalid: '请填写正确的时间',
  lateEntryInvalid: `开考后可入场的时间应为 0-${CONTEST_LATE_ENTRY_MAX} 分钟`,
  xingceRequired: '模考至少要有行测一场',
  stageRepeated: '行测、申论各只能有一场',
  stageInPast: '开考时间须晚于现在',
  stageLength: `每场考试时长应为 ${CONTEST_STAGE_MIN_MINUTES}-${CONTEST_STAGE_MAX_MINUTES} 分钟`,
  lateEntryTooLong: '开考后可入场的时间须短于每场考试的时长',
  stagesOverlap: '两场考试的时间不能重叠',
  applyAfterStart: '报名开始时间须早于开考时间',
  paperNotDraft: '请选择「试卷管理」中尚未发布的草稿试卷；已发布的真题不能再作为模考试卷',
  paperSubject: (stage: string) =>
    stage === '申论' ? '申论场须选择只有申论题的试卷' : `${stage}场须选择不含申论题的试卷`,
  paperEmpty: '所选试卷还没有题目',
  paperTwice: '两场考试不能用同一份试卷',
  startedContest: '模考已经开考，不能取消',
  startedEdit: '模考已经开考，不能再修改',
  papersLocked: (count: number) =>
    `已有 ${count} 人报名，不能更换试卷或增减场次；可以调整时间、名称和考试须知`,
  appliedContest: (count: number) => `已有 ${count} 人报名，不能取消`,
} as const;
