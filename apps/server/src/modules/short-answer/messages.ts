import { Msg } from '@shangan/shared';
import { SA_REQUEST_MSG } from '@shangan/shared/contracts/short-answer';

/** The Chinese messages of short answers and uploads, shown to people as they are. */
export const SA_MSG = {
  tokenExpired: SA_REQUEST_MSG.tokenExpired,
  badType: Msg.pictureType,
  tooManyPictures: Msg.tooManyPictures,
  badUrl: SA_REQUEST_MSG.badUrl,
  questionNotFound: '题目不存在',
  alreadySubmitted: '答案已提交，不能再修改',
  emptyAnswer: '请先作答后再提交',
  noGradingRight: '无批改权限',
  answerNotFound: '作答不存在',
  lockedByOther: '该作答正在由其他老师批改',
  ownAnswer: '不能批改自己的作答',
  alreadyGraded: '该作答已批改',
  notGraded: '该作答尚未批改',
  notYourGrade: '只能修改自己批改的作答',
  lockLost: '批改已超时，请重新领取后再批改',
  badScore: Msg.badScore,
  readLinkExpired: '图片链接已失效，请刷新页面',
  noteTooLong: SA_REQUEST_MSG.noteTooLong,
  chooseList: '请选择目录或试卷',
  tooManyUploads: '今日上传图片过多，请明天再试',
  sizeMismatch: '上传的图片与申请上传时的大小不一致，请重新上传',
} as const;

/**
 * Presigned uploads one person may ask for in 24 hours: far above any learner's need (8
 * pictures per answer), low enough that nobody fills the store's disk.
 */
export const DAILY_UPLOADS_PER_USER = 300;

/** '图片大小不能超过10MB' with the configured limit. */
export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const size =
    mb >= 1
      ? `${Number.isInteger(mb) ? mb : Number(mb.toFixed(1))}MB`
      : `${Math.round(maxBytes / 1024)}KB`;
  return `图片大小不能超过${size}`;
}

export function tooLongMessage(maxChars: number): string {
  return `作答内容不能超过${maxChars}字`;
}

/** A grade past its revision window (GRADE_REVISE_HOURS) is final. */
export function gradeFinalMessage(reviseHours: number): string {
  return reviseHours > 0
    ? `批改已超过${reviseHours}小时，成绩已确定，不能再修改`
    : '成绩已确定，不能再修改';
}
