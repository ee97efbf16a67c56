import { Type, type Static } from 'typebox';
import { JOB_STATES, JobMsg, type JobState } from '../../jobs.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/** The console's view of background work: what runs, what waits, what failed and why. */
const TAG = '后台·后台任务';
const ROLES = CONSOLE_SECTION_ROLES.jobs;

const State = Type.Unsafe<JobState>({
  type: 'string',
  enum: [...JOB_STATES],
  errorMessage: JobMsg.stateUnknown,
});

export const JobRun = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** The kind's name for people (课时视频转码). */
  kindName: Type.String(),
  title: Type.String(),
  state: State,
  /** 0-100. */
  progress: Type.Integer(),
  attempts: Type.Integer(),
  maxAttempts: Type.Integer(),
  /** Why the last attempt failed; empty when none did. */
  lastError: Type.String(),
  createdAt: Type.String(),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  /** When a retrying run is tried again. */
  runAfter: Type.String(),
});
export type JobRun = Static<typeof JobRun>;

export const ListJobs = endpoint({
  method: 'GET',
  path: '/console/jobs',
  tag: TAG,
  summary: '后台任务列表（新的在前）',
  roles: ROLES,
  querystring: Type.Object({ ...PageQuery.properties, state: Type.Optional(State) }),
  data: Type.Object({
    ...PageOf(JobRun).properties,
    /** Which queue carries the work: pg-boss (PostgreSQL) or the embedded one. */
    engine: Type.String(),
  }),
});

export const RetryJob = endpoint({
  method: 'POST',
  path: '/console/jobs/retry',
  tag: TAG,
  summary: '重试失败的任务',
  roles: ROLES,
  body: Type.Object({ id: Type.Integer({ minimum: 1, errorMessage: JobMsg.notFound }) }),
  data: JobRun,
});
