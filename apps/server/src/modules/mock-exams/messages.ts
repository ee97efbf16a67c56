/** What the contest's refusals say, in one place so the tests read the same words. */
export const MOCK_MSG = {
  notFound: '模考不存在或已下架',
  noSuchStage: '本场模考没有该科目',
  positionNotFound: '职位不存在，请重新选择报考职位',
  positionOfOtherExam: '该职位不属于本场模考对应的考试，请重新选择',
  badProvince: '省份不正确，请填写省级行政区名称，如“江苏省”',
  practiceNotOpen: '本场模考结束后才能作为往期模考练习',
  practiceNotFound: '练习不存在或不是本场模考的练习',
  notApplied: '请先报名本场模考',
  reminderNeedsApplication: '请先报名本场模考，再设置开考提醒',
  reminderTooLate: '模考已经开考，不再发送开考提醒',
} as const;

/** What the reminder setting says about its delivery: recorded, not sent, as things stand. */
export const REMINDER_DELIVERY =
  '已记录你的提醒设置。本站暂未接入短信与消息推送，开考提醒暂不发送，请留意本页的开考倒计时。';

/** A reminder is due this long before the first stage starts. */
export const REMIND_BEFORE_MS = 30 * 60_000;
