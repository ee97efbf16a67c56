import dayjs, { type Dayjs } from 'dayjs';
import type { EnlistExamKind } from '@shangan/shared';
import type { ConsoleEnlistExam } from '@shangan/shared/contracts/console/enlistment';
import { chinaTime } from '../../../../lib/format';
import type { EnlistExamBody } from '../../api/save-enlist-exam';
import { chinaClock, chinaInstant, instantOf } from '../mock-exams/china-clock';

/** The enlistment window as picked: China wall-clock readings of its start and end. */
export type EnlistWindow = [Dayjs | null, Dayjs | null] | null;

/** The exam dialog as typed. */
export interface EnlistExamValues {
  name: string;
  shortName: string;
  kind?: EnlistExamKind;
  year: number | null;
  intro: string;
  window: EnlistWindow;
  /** A day, read as written (a China date). */
  examDate: Dayjs | null;
  serviceTitle: string;
  serviceSubtitle: string;
  servicePrice: string;
}

const DAY = 'YYYY-MM-DD';

/** The service's name when staff leave it empty, as the server names it. */
export const defaultServiceTitle = (shortName: string) => `${shortName.trim()}报名指导服务`;

/** This year in China, as the server counts it. */
export const chinaYear = () => chinaTime(new Date()).year;

/** Yuan as the contract takes it: up to five digits and two decimals. */
const PRICE = /^\d{1,5}(\.\d{1,2})?$/;

/**
 * A new exam (this year's, nothing else filled in), or an exam's fields to edit: its window
 * as a clock in China reads it, and no service name while it is still the default one, so
 * that it follows a changed short name.
 */
export function enlistExamValuesOf(exam: ConsoleEnlistExam | null): EnlistExamValues {
  if (!exam) {
    return {
      name: '',
      shortName: '',
      year: chinaYear(),
      intro: '',
      window: null,
      examDate: null,
      serviceTitle: '',
      serviceSubtitle: '',
      servicePrice: '',
    };
  }
  return {
    name: exam.name,
    shortName: exam.shortName,
    kind: exam.kind,
    year: exam.year,
    intro: exam.intro,
    window: [chinaClock(exam.enlistStart), chinaClock(exam.enlistEnd)],
    examDate: dayjs(exam.examDate),
    serviceTitle:
      exam.serviceTitle === defaultServiceTitle(exam.shortName) ? '' : exam.serviceTitle,
    serviceSubtitle: exam.serviceSubtitle,
    servicePrice: exam.servicePrice,
  };
}

/** Whether the window lacks either end. */
export const windowMissing = (window: EnlistWindow | undefined) => !window?.[0] || !window[1];

/** Whether the window closes at or before it opens. */
export function windowBroken(window: EnlistWindow | undefined): boolean {
  const [start, end] = window ?? [null, null];
  return Boolean(start && end && instantOf(end) <= instantOf(start));
}

/** Whether the exam day falls before the China day the enlistment closes. */
export function examBeforeWindowEnd(
  examDate: Dayjs | null | undefined,
  window: EnlistWindow | undefined,
): boolean {
  const end = window?.[1];
  return Boolean(examDate && end && examDate.format(DAY) < end.format(DAY));
}

/** Whether a year is more than a year from this one (or no whole year). */
export const yearOutside = (year: number | null | undefined, thisYear = chinaYear()) =>
  typeof year !== 'number' || !Number.isInteger(year) || Math.abs(year - thisYear) > 1;

/** Whether a price is no sum above 0 with two decimals at most. */
export function priceBroken(price: string | undefined): boolean {
  const typed = price?.trim() ?? '';
  return !PRICE.test(typed) || Number(typed) <= 0;
}

/** What the dialog sends: trimmed texts, the window in China time with its offset, the day. */
export function enlistExamBody(values: EnlistExamValues, exam: ConsoleEnlistExam | null) {
  const [start, end] = values.window ?? [null, null];
  const body: EnlistExamBody = {
    id: exam?.id ?? null,
    name: values.name.trim(),
    shortName: values.shortName.trim(),
    // None picked is the server's to refuse, with its message.
    kind: values.kind ?? exam?.kind ?? ('' as EnlistExamKind),
    year: values.year ?? 0,
    intro: (values.intro ?? '').trim(),
    enlistStart: start ? chinaInstant(start) : '',
    enlistEnd: end ? chinaInstant(end) : '',
    examDate: values.examDate?.format(DAY) ?? '',
    servicePrice: values.servicePrice.trim(),
    serviceTitle: (values.serviceTitle ?? '').trim(),
    serviceSubtitle: (values.serviceSubtitle ?? '').trim(),
  };
  return body;
}
