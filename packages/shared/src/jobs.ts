/** Background work as the console shows it (modules/jobs on the server). */
export const JOB_STATES = ['waiting', 'active', 'retrying', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  waiting: '排队中',
  active: '处理中',
  retrying: '等待重试',
  done: '已完成',
  failed: '失败',
};

/** The kinds of work there are, and their names for people. */
export const JOB_KINDS = ['lesson-video', 'article-publish'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_KIND_LABELS: Record<JobKind, string> = {
  'lesson-video': '课时视频转码',
  'article-publish': '文章定时发布',
};

export const JobMsg = {
  retried: '已重新排队',
  notFailed: '只有失败的任务可以重试',
  notFound: '任务不存在',
  stateUnknown: '任务状态不正确',
} as const;
