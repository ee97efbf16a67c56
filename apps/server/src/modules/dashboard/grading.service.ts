import type { GradingWorkload, GraderWorkload } from '@shangan/shared/contracts/console/grading';
import type { Db } from '../../db/database.ts';
import { chinaDate, chinaDayStart, DAY_MS } from '../../lib/time.ts';
import { displayNamesOf, holdersOfRoles } from '../accounts/public.ts';
import { homeworkBacklog, homeworkCorrectedSince } from '../homework/public.ts';
import { shortAnswerBacklog, shortAnswersGradedSince } from '../short-answer/public.ts';

interface Graded {
  graderId: number;
  submittedAt: string | null;
  gradedAt: string;
}

const HOUR_MS = 3_600_000;

/** One kind of work of one person: today, the last 7 and 30 China days, mean turnaround. */
function countsOf(rows: Graded[], todayStart: number, weekStart: number) {
  const at = (row: Graded) => Date.parse(row.gradedAt);
  const turnarounds = rows.flatMap((row) =>
    row.submittedAt ? [at(row) - Date.parse(row.submittedAt)] : [],
  );
  return {
    today: rows.filter((row) => at(row) >= todayStart).length,
    week: rows.filter((row) => at(row) >= weekStart).length,
    month: rows.length,
    meanHours:
      turnarounds.length === 0
        ? null
        : Math.round((turnarounds.reduce((a, b) => a + b, 0) / turnarounds.length / HOUR_MS) * 10) /
          10,
  };
}

/**
 * GET /console/grading: the backlog of short answers and homework, and each grader's and
 * teacher's recent work, each figure read from the module that owns it. Days are China days:
 * "7 days" is today and the six before it.
 */
export async function gradingWorkload(db: Db, now = new Date()): Promise<GradingWorkload> {
  const todayStart = chinaDayStart(chinaDate(now)).getTime();
  const weekStart = todayStart - 6 * DAY_MS;
  const monthStart = new Date(todayStart - 29 * DAY_MS).toISOString();
  const nowIso = now.toISOString();
  const [shortAnswers, homework, shortGraded, homeworkGraded, holders] = await Promise.all([
    shortAnswerBacklog(db, nowIso),
    homeworkBacklog(db),
    shortAnswersGradedSince(db, monthStart),
    homeworkCorrectedSince(db, monthStart),
    holdersOfRoles(db, ['grader', 'teacher']),
  ]);
  const ids = [
    ...new Set([
      ...holders.keys(),
      ...shortGraded.map((row) => row.graderId),
      ...homeworkGraded.map((row) => row.graderId),
    ]),
  ];
  const names = await displayNamesOf(db, ids);
  const people: GraderWorkload[] = ids.map((userId) => ({
    userId,
    name: names.get(userId) ?? `#${userId}`,
    roles: holders.get(userId) ?? [],
    shortAnswers: countsOf(
      shortGraded.filter((row) => row.graderId === userId),
      todayStart,
      weekStart,
    ),
    homework: countsOf(
      homeworkGraded.filter((row) => row.graderId === userId),
      todayStart,
      weekStart,
    ),
  }));
  const busy = (person: GraderWorkload) => person.shortAnswers.month + person.homework.month;
  people.sort((a, b) => busy(b) - busy(a) || a.userId - b.userId);
  return { shortAnswers, homework, people };
}
