import { Type, type Static } from 'typebox';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's grading workload (administrators): what waits for graders and teachers, for
 * how long, and what each person has graded lately — short answers (申论) and homework alike.
 */
const TAG = '后台·批改工作量';

const Backlog = Type.Object({
  /** Handed in and not graded yet. */
  waiting: Type.Integer(),
  /** When the longest-waiting one was handed in; null when none waits. */
  oldestSubmittedAt: Type.Union([Type.String(), Type.Null()]),
  /** Of those waiting, how many someone has open right now (short answers lock while graded). */
  inHand: Type.Integer(),
});

const Counts = Type.Object({
  today: Type.Integer(),
  week: Type.Integer(),
  month: Type.Integer(),
  /** Mean hours from hand-in to grade over the last 30 days; null with nothing graded. */
  meanHours: Type.Union([Type.Number(), Type.Null()]),
});

export const GraderWorkload = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  /** Staff roles held (grader, teacher …). */
  roles: Type.Array(Type.String()),
  shortAnswers: Counts,
  homework: Counts,
});
export type GraderWorkload = Static<typeof GraderWorkload>;

export const GradingWorkload = Type.Object({
  shortAnswers: Backlog,
  homework: Backlog,
  /** Everyone who holds a grading role or graded anything in the last 30 days, busiest first. */
  people: Type.Array(GraderWorkload),
});
export type GradingWorkload = Static<typeof GradingWorkload>;

export const GetGradingWorkload = endpoint({
  method: 'GET',
  path: '/console/grading',
  tag: TAG,
  summary: '批改积压（申论与作业）、最久等待，以及每位老师今日、7天、30天的批改量与平均用时',
  roles: CONSOLE_SECTION_ROLES.grading,
  data: GradingWorkload,
});
