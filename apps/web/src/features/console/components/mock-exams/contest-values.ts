import type { Dayjs } from 'dayjs';
import {
  CONTEST_STAGE_MAX_MINUTES,
  CONTEST_STAGE_MIN_MINUTES,
  ConsoleMockExamMsg,
} from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import type {
  ConsoleMockExam,
  ContestPaperOption,
  CreateConsoleMockExam,
} from '@shangan/shared/contracts/console/mock-exams';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { chinaClock, chinaInstant, instantOf, minutesBetween } from './china-clock';

export type ContestBody = BodyOf<typeof CreateConsoleMockExam>;

/** One stage as typed: its paper and China-time start and end (wall-clock readings). */
export interface StageValues {
  paperId?: number;
  startAt?: Dayjs | null;
  endAt?: Dayjs | null;
}

/** The scheduling dialog as typed; the 申论 block counts only while 加考申论 is on. */
export interface ContestValues {
  title: string;
  subtitle: string;
  examType?: string;
  examinationLevel: string;
  xingce: StageValues;
  withShenlun: boolean;
  shenlun?: StageValues;
  applyStartAt?: Dayjs | null;
  lateEntryMinutes: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  rules: string;
}

/** How long after the start a candidate may still come in, unless staff say otherwise. */
export const DEFAULT_LATE_ENTRY = 30;

/** What candidates read before they enter, unless staff write their own. */
export const DEFAULT_RULES = [
  '1. 请提前进入考场，开考后超过规定的入场时间将不能再进入考场。',
  '2. 考试期间请独立作答，不得查阅资料、与他人交流或使用搜题工具。',
  '3. 每场考试时间结束时系统自动交卷；提前交卷后不能再修改答案。',
  '4. 考试期间请勿切换页面或退出考试，离开考试页面的次数会被记录。',
  '5. 行测成绩在考试结束后自动计算并公布排名；申论由老师批改后公布成绩。',
  '6. 模考成绩仅供备考参考，请以官方考试为准。',
].join('\n');

/** A new contest: a 国考 行测 paper, late entry for half an hour, no shuffling. */
export function newContestValues(): ContestValues {
  return {
    title: '',
    subtitle: '',
    examType: '国考',
    examinationLevel: '',
    xingce: { startAt: null, endAt: null },
    withShenlun: false,
    applyStartAt: null,
    lateEntryMinutes: DEFAULT_LATE_ENTRY,
    shuffleQuestions: false,
    shuffleOptions: false,
    rules: DEFAULT_RULES,
  };
}

/** A scheduled contest as the dialog shows it for changing, its times read on a China clock. */
export function contestValuesOf(contest: ConsoleMockExam): ContestValues {
  const stage = (name: MockExamStage): StageValues | undefined => {
    const found = contest.stages.find((one) => one.stage === name);
    return found
      ? {
          paperId: found.paperId,
          startAt: chinaClock(found.startAt),
          endAt: chinaClock(found.endAt),
        }
      : undefined;
  };
  const shenlun = stage('shenlun');
  return {
    title: contest.title,
    subtitle: contest.subtitle,
    examType: contest.examType,
    examinationLevel: contest.examinationLevel,
    xingce: stage('xingce') ?? { startAt: null, endAt: null },
    withShenlun: shenlun !== undefined,
    ...(shenlun ? { shenlun } : {}),
    applyStartAt: chinaClock(contest.applyStartAt),
    lateEntryMinutes: contest.lateEntryMinutes,
    shuffleQuestions: contest.shuffleQuestions,
    shuffleOptions: contest.shuffleOptions,
    rules: contest.rules,
  };
}

/**
 * The papers a changed contest may use: the drafts on offer and the ones it holds already
 * (which are no drafts any more, so the list of drafts leaves them out).
 */
export function papersForContest(
  drafts: ContestPaperOption[],
  contest: ConsoleMockExam | undefined,
): ContestPaperOption[] {
  const own = (contest?.stages ?? []).map((stage) => ({
    id: stage.paperId,
    title: stage.paperTitle,
    stage: stage.stage,
    questionCount: stage.questionCount,
    timeLimitMinutes: Math.round((Date.parse(stage.endAt) - Date.parse(stage.startAt)) / 60_000),
  }));
  return [...own, ...drafts.filter((paper) => !own.some((mine) => mine.id === paper.id))];
}

/** A stage's length in minutes, or null while either end is missing. */
export function stageMinutes(stage: StageValues | undefined): number | null {
  if (!stage?.startAt || !stage.endAt) return null;
  return minutesBetween(stage.startAt, stage.endAt);
}

/** What is wrong with a stage's start, as the server words it; '' when nothing. */
export function startProblem(start: Dayjs | null | undefined, now = Date.now()): string {
  if (!start) return ConsoleMockExamMsg.timeInvalid;
  if (instantOf(start) <= now) return ConsoleMockExamMsg.stageInPast;
  return '';
}

/** What is wrong with a stage's end (after its start, a length in range); '' when nothing. */
export function endProblem(stage: StageValues | undefined): string {
  if (!stage?.endAt) return ConsoleMockExamMsg.timeInvalid;
  const minutes = stageMinutes(stage);
  if (minutes === null) return '';
  return minutes < CONTEST_STAGE_MIN_MINUTES || minutes > CONTEST_STAGE_MAX_MINUTES
    ? ConsoleMockExamMsg.stageLength
    : '';
}

/** The 申论 stage comes after the 行测 one, with no overlap. */
export function overlapProblem(xingce: StageValues | undefined, shenlun: StageValues | undefined) {
  if (!xingce?.endAt || !shenlun?.startAt) return '';
  return instantOf(shenlun.startAt) < instantOf(xingce.endAt)
    ? ConsoleMockExamMsg.stagesOverlap
    : '';
}

/** Late entry shorter than every stage (of those with both ends). */
export function lateEntryProblem(minutes: number, stages: Array<StageValues | undefined>) {
  const lengths = stages.map(stageMinutes).filter((length) => length !== null);
  return lengths.some((length) => minutes >= length) ? ConsoleMockExamMsg.lateEntryTooLong : '';
}

/** Applications open before the first stage (the 行测 one) starts. */
export function applyProblem(apply: Dayjs | null | undefined, xingce: StageValues | undefined) {
  if (!apply) return ConsoleMockExamMsg.timeInvalid;
  if (!xingce?.startAt) return '';
  return instantOf(apply) >= instantOf(xingce.startAt) ? ConsoleMockExamMsg.applyAfterStart : '';
}

function stageBody(stage: MockExamStage, values: StageValues | undefined) {
  return {
    stage,
    paperId: values?.paperId ?? 0,
    startAt: values?.startAt ? chinaInstant(values.startAt) : '',
    endAt: values?.endAt ? chinaInstant(values.endAt) : '',
  };
}

/** What the dialog sends: trimmed texts, China times with their offset, 行测 first. */
export function contestBody(values: ContestValues): ContestBody {
  return {
    title: values.title.trim(),
    subtitle: (values.subtitle ?? '').trim(),
    examType: values.examType ?? '',
    examinationLevel: (values.examinationLevel ?? '').trim(),
    rules: values.rules.trim(),
    applyStartAt: values.applyStartAt ? chinaInstant(values.applyStartAt) : '',
    lateEntryMinutes: values.lateEntryMinutes ?? 0,
    shuffleQuestions: values.shuffleQuestions ?? false,
    shuffleOptions: values.shuffleOptions ?? false,
    stages: [
      stageBody('xingce', values.xingce),
      ...(values.withShenlun ? [stageBody('shenlun', values.shenlun)] : []),
    ],
  };
}
