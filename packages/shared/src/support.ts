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
