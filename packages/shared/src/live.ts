/**
 * Live classes' limits, states and refusals, shared by the server's checks and the screens
 * (which cannot import the contract's schemas, only plain values like these).
 */
export const LIVE_LIMITS = {
  /** Characters of one chat message. */
  message: 200,
  /** Characters of the teacher's announcement. */
  announcement: 500,
  /** Messages one person may send to a room in LIVE_LIMITS.burstSeconds. */
  burstMessages: 5,
  burstSeconds: 10,
  /** Chat messages a room's history answers at most at once. */
  historyPage: 50,
  /** Pinned messages shown above the chat. */
  pinned: 3,
} as const;

/** A session's state; the labels are what the pages show. */
export const LIVE_STATE_LABELS = {
  scheduled: '预告',
  live: '直播中',
  ended: '已结束',
  processing: '回放生成中',
  playback: '可回放',
} as const;
export type LiveState = keyof typeof LIVE_STATE_LABELS;

/** Refusals the request checks share with the server's own. */
export const LIVE_MSG = {
  notFound: '直播不存在或已删除',
  loginFirst: '登录后即可观看直播',
  notTeacher: '只有本场直播的老师可以操作',
  emptyMessage: '请输入发言内容',
  messageTooLong: `发言最多${LIVE_LIMITS.message}个字`,
  announcementTooLong: `公告最多${LIVE_LIMITS.announcement}个字`,
  tooFast: '发言太频繁，请稍后再试',
  muted: '您已被老师禁言',
  chatClosed: '直播已结束，不能再发言',
  messageNotFound: '消息不存在或已删除',
  tooManyPinned: `最多置顶${LIVE_LIMITS.pinned}条消息`,
  notLive: '直播尚未开始或已结束',
  reminderOver: '直播已开始或已结束，无需提醒',
} as const;

/** A class the console schedules: how long it may be planned for. */
export const LIVE_PLANNED_MINUTES = { min: 15, max: 300 } as const;

/** The console's live lessons: messages staff read. */
export const ConsoleLiveMsg = {
  saved: '直播课时已保存，学员在直播课列表中可以看到',
  removed: '直播课时已删除',
  startsAtInvalid: '开播时间应在现在之后',
  plannedInvalid: `直播时长应为 ${LIVE_PLANNED_MINUTES.min}-${LIVE_PLANNED_MINUTES.max} 分钟`,
  teacherMissing: '所选老师不存在',
  notLiveLesson: '这不是直播课时',
  startedLocked: '直播已开始或已结束，不能再修改时间或删除',
} as const;
