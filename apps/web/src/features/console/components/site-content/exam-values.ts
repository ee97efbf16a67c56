import dayjs, { type Dayjs } from 'dayjs';
import type { BodyOf } from '@shangan/shared/contracts';
import type { ConsoleExam, SaveConsoleExam } from '@shangan/shared/contracts/console/site-content';
import { cityIdOf, siteOf } from './site-choice';

export type ExamBody = BodyOf<typeof SaveConsoleExam>;
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** The calendar entry dialog as typed; a city site is optional (0 or none: no city). */
export interface ExamValues {
  title: string;
  examType?: string;
  region?: string;
  site?: number;
  signup: DayRange;
  examDate: Dayjs | null;
  articleId?: number | null;
}

const DAY = 'YYYY-MM-DD';

export function examValuesOf(exam: ConsoleExam | null): ExamValues {
  if (!exam) return { title: '', signup: null, examDate: null, articleId: null };
  return {
    title: exam.title,
    examType: exam.examType,
    region: exam.region,
    ...(exam.cityId === null ? {} : { site: siteOf(exam.cityId) }),
    signup: [dayjs(exam.signupStart), dayjs(exam.signupEnd)],
    examDate: dayjs(exam.examDate),
    articleId: exam.articleId,
  };
}

/** Whether the sign-up range is not whole (both days are needed). */
export const signupMissing = (range: DayRange | undefined) => !range?.[0] || !range[1];

/** Whether the exam falls before the sign-up closes (the days compared as written). */
export function examBeforeSignupEnd(examDate: Dayjs | null | undefined, signup: DayRange): boolean {
  const end = signup?.[1];
  return Boolean(examDate && end && examDate.format(DAY) < end.format(DAY));
}

/** What the dialog sends: the days as YYYY-MM-DD, no city or article as null. */
export function examBody(values: ExamValues, id: number | null): ExamBody {
  const [start, end] = values.signup ?? [null, null];
  return {
    id,
    title: values.title.trim(),
    examType: values.examType ?? '',
    region: values.region ?? '',
    cityId: cityIdOf(values.site),
    signupStart: start?.format(DAY) ?? '',
    signupEnd: end?.format(DAY) ?? '',
    examDate: values.examDate?.format(DAY) ?? '',
    articleId: values.articleId ?? null,
  };
}
