import { MAX_ANSWER_PICTURES, SHORT_ANSWER_MAX_CHARS } from './constants.ts';

/**
 * Course homework's limits and refusals, shared by the server's checks and the screens (which
 * cannot import the contract's schemas, only plain values like these).
 */
export const HOMEWORK_LIMITS = {
  /** Shapes drawn on one photo. */
  shapesPerPicture: 200,
  /** Coordinates (x and y each count) of one pen stroke. */
  pointsPerStroke: 2_000,
  /** Characters of a text mark. */
  markText: 40,
  comment: 2_000,
  returnReason: 500,
  evaluation: 300,
} as const;

/** Refusals the request checks share with the server's own. */
export const HOMEWORK_MSG = {
  notFound: '作业不存在或已删除',
  notStudent: '购买或报名本课程后即可完成作业',
  alreadySubmitted: '作业已提交，请勿重复提交',
  notEditable: '作业已提交，不能再修改',
  deadlinePassed: '作业已截止，不能再提交',
  notTeacher: '只有本课程的授课老师可以批改该作业',
  noCorrectRight: '无批改权限',
  notSubmitted: '该作业未提交或已批改',
  submissionNotFound: '作业提交记录不存在',
  notCorrected: '作业批改后才能评价',
  alreadyEvaluated: '已评价过本次批改',
  itemUnknown: '题目不属于本作业',
  tooManyPictures: `每题最多上传${MAX_ANSWER_PICTURES}张图片`,
  textTooLong: `作答内容最多${SHORT_ANSWER_MAX_CHARS}个字`,
  scoreMissing: '请为每道主观题打分',
  scoreRange: '得分不能超过该题分值，且须为0.5的整数倍',
  markOutside: '批注位置超出图片范围',
  markPicture: '批注的图片不属于该题的作答',
  tooManyShapes: `每张图片最多${HOMEWORK_LIMITS.shapesPerPicture}处批注`,
  returnReasonMissing: '退回作业时请填写退回原因',
  staleHandIn: '作答已在其他页面或设备上更新，请刷新后再提交',
  emptyHandIn: '请至少完成一道题后再提交',
} as const;
