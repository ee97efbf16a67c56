import { EXAM_CALENDAR_TYPES, EXAM_REGIONS } from './site-content.ts';

/**
 * The console's past papers (试卷管理): what an editor fills in, the states a paper goes
 * through, and the messages they read. A paper is written as a draft (learners do not see it),
 * filled by importing a Word or Excel file into it, and then published to 历年真题.
 */
export const PAPER_TITLE_MAX = 60;
export const PAPER_LEVEL_MAX = 20;
export const PAPER_DESCRIPTION_MAX = 500;
export const PAPER_MINUTES_MAX = 600;
export const PAPER_YEAR_MIN = 2000;

/** The exam types and regions a paper may name: those of the exam calendar. */
export const PAPER_EXAM_TYPES = EXAM_CALENDAR_TYPES;
export const PAPER_REGIONS = EXAM_REGIONS;

/** draft: only staff see it; published: listed among the past papers. */
export const PAPER_STATES = ['draft', 'published'] as const;
export type PaperState = (typeof PAPER_STATES)[number];
export const PAPER_STATE_NAMES: Record<PaperState, string> = {
  draft: '草稿',
  published: '已发布',
};

export const ConsolePaperMsg = {
  saved: '试卷已保存',
  published: '试卷已发布，学员可在历年真题中看到',
  withdrawn: '试卷已下架，回到草稿',
  removed: '试卷已删除',
  detached: '已移出试卷，题目仍留在题库中',
  notFound: '试卷不存在',
  subjectNotFound: '科目不存在',
  titleRequired: '请填写试卷名称',
  titleTooLong: `试卷名称不能超过${PAPER_TITLE_MAX}个字`,
  titleTaken: '该科目已有同名试卷',
  yearInvalid: `年份应在 ${PAPER_YEAR_MIN} 年到明年之间`,
  regionInvalid: '请选择地区：全国或一个省份',
  examTypeInvalid: '请选择考试类型',
  levelTooLong: `级别不能超过${PAPER_LEVEL_MAX}个字`,
  minutesInvalid: `考试时长应为 1-${PAPER_MINUTES_MAX} 分钟`,
  descriptionTooLong: `说明不能超过${PAPER_DESCRIPTION_MAX}个字`,
  subjectLocked: '试卷已有题目，不能再换科目',
  emptyPaper: '试卷还没有题目，请先导入试题再发布',
  startedPaper: (learners: number) =>
    `已有 ${learners} 位学员做过这套试卷，不能下架；可以修改试卷信息`,
  notEmpty: '试卷还有题目，请先移出题目再删除',
  publishedLocked: '已发布的试卷不能移出题目，请先下架',
  questionNotInPaper: '这道题不在该试卷中',
} as const;
