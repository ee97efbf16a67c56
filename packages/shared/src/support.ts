/**
 * The side toolbar's customer-service message form (留言): the same limits and texts for the
 * form and for the server that refuses what the form would not send.
 */
export const SUPPORT_TOPICS = [
  '考试公告',
  '岗位查询',
  '考试真题',
  '免费资料',
  '备考交流群',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_NAME_MAX = 20;
export const SUPPORT_CONTENT_MIN = 5;
export const SUPPORT_CONTENT_MAX = 500;
/** Messages one client may leave in SUPPORT_WINDOW_MS; enough for a person, not for a script. */
export const SUPPORT_MESSAGES_PER_WINDOW = 5;
export const SUPPORT_WINDOW_MS = 10 * 60_000;

export const SupportMsg = {
  nameRequired: '请填写您的称呼',
  nameTooLong: `称呼不能超过${SUPPORT_NAME_MAX}个字`,
  topicInvalid: '请选择咨询类别',
  contentRequired: '请填写留言内容',
  contentTooShort: `留言内容至少${SUPPORT_CONTENT_MIN}个字`,
  contentTooLong: `留言内容不能超过${SUPPORT_CONTENT_MAX}个字`,
  pageInvalid: '页面地址不正确',
  sent: '留言已收到，客服老师会尽快通过您留下的手机号与您联系',
} as const;

/**
 * 意见反馈 (/personalCenter/feedback): what a member writes to the school, with up to
 * FEEDBACK_PICTURES_MAX screenshots, and the reply staff give from the console's inbox.
 */
export const FEEDBACK_CATEGORIES = [
  '功能建议',
  '题目纠错',
  '内容纠错',
  '课程问题',
  '订单支付',
  '账号问题',
  '其他',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 50;
export const FEEDBACK_PICTURES_MAX = 4;
export const FEEDBACK_REPLY_MAX = 1000;
/** Feedback one member may send in 24 hours: enough for a person, not for a script. */
export const FEEDBACK_PER_DAY = 10;

/** pending: 待回复; replied: 已回复 (the reply can still be corrected; the audit log keeps each). */
export const FEEDBACK_STATUSES = ['pending', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FeedbackMsg = {
  categoryInvalid: '请选择反馈类型',
  contentRequired: '请填写反馈内容',
  contentTooShort: `反馈内容至少${FEEDBACK_CONTENT_MIN}个字`,
  contentTooLong: `反馈内容不能超过${FEEDBACK_CONTENT_MAX}个字`,
  contactTooLong: `联系方式不能超过${FEEDBACK_CONTACT_MAX}个字`,
  tooManyPictures: `最多上传${FEEDBACK_PICTURES_MAX}张截图`,
  tooMany: `24小时内最多提交${FEEDBACK_PER_DAY}条反馈，请稍后再试`,
  sent: '反馈已提交，我们会尽快回复您',
  notFound: '反馈不存在',
  replyRequired: '请填写回复内容',
  replyTooLong: `回复不能超过${FEEDBACK_REPLY_MAX}个字`,
  replied: '已回复',
} as const;
