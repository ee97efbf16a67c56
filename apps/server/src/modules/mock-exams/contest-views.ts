import {
  MOCK_EXAM_STAGE_NAMES,
  MOCK_EXAM_STATE_NAMES,
  type MockExamStage,
  type MockExamSummary,
  type MyStageAttempt,
  type StageInfo,
  type SubmitType,
} from '@shangan/shared/contracts/mock-exams';
import { remainingSeconds, type ExerciseRow } from '../question-bank/public.ts';
import type { AttemptOf } from './bank-reads.repository.ts';
import { applyEndAt, contestState, lateEntryAt, ms, whyMayNotStart } from './contest-clock.ts';
import type { ContestRow, StageRow } from './mock-exam.repository.ts';

/** How the contest's rows read in the contract's shapes. */

export type PaperTotals = Map<number, { questionCount: number; scoreTenths: number }>;

export function stageName(stage: string): string {
  return MOCK_EXAM_STAGE_NAMES[stage as MockExamStage] ?? stage;
}

export function stageInfo(contest: ContestRow, stage: StageRow, totals: PaperTotals): StageInfo {
  const paper = totals.get(stage.paper_id) ?? { questionCount: 0, scoreTenths: 0 };
  return {
    stage: stage.stage as MockExamStage,
    name: stageName(stage.stage),
    paperId: stage.paper_id,
    questionCount: paper.questionCount,
    totalScore: paper.scoreTenths / 10,
    minutes: Math.round((ms(stage.end_at) - ms(stage.start_at)) / 60_000),
    startAt: stage.start_at,
    endAt: stage.end_at,
    lateEntryAt: lateEntryAt(contest, stage),
  };
}

export function contestSummary(
  contest: ContestRow,
  stages: StageRow[],
  totals: PaperTotals,
  counts: { applicants: number; applied: boolean },
  now: number,
): MockExamSummary {
  const state = contestState(contest, now);
  const infos = stages.map((stage) => stageInfo(contest, stage, totals));
  return {
    id: contest.id,
    title: contest.title,
    examType: contest.exam_type,
    examinationLevel: contest.examination_level,
    subtitle: contest.subtitle,
    state,
    stateName: MOCK_EXAM_STATE_NAMES[state],
    applyStartAt: contest.apply_start_at,
    applyEndAt: applyEndAt(contest, stages),
    startAt: contest.start_at,
    endAt: contest.end_at,
    stages: infos.map((info) => ({ stage: info.stage, name: info.name })),
    questionCount: infos.reduce((sum, info) => sum + info.questionCount, 0),
    totalMinutes: infos.reduce((sum, info) => sum + info.minutes, 0),
    applicantCount: counts.applicants,
    rankedCount: contest.results_published_at ? contest.ranked_count : 0,
    resultsPublished: contest.results_published_at !== null,
    applied: counts.applied,
  };
}

export function attemptStatus(exercise: ExerciseRow | undefined) {
  if (!exercise) return 'not_started' as const;
  return exercise.status === 'submitted' ? ('submitted' as const) : ('doing' as const);
}

/** My attempt of each stage, with whether I may open it now and why not. */
export function myStageAttempts(input: {
  contest: ContestRow;
  stages: StageRow[];
  totals: PaperTotals;
  entries: AttemptOf[];
  answered: Map<number, number>;
  leaves: Map<number, number>;
  applied: boolean;
  now: number;
}): MyStageAttempt[] {
  const { contest, now } = input;
  return input.stages.map((stage) => {
    const exercise = input.entries.find((entry) => entry.stage === stage.stage)?.exercise;
    const status = attemptStatus(exercise);
    const reason = whyMayNotStart({
      contest,
      stage,
      now,
      applied: input.applied,
      entry: exercise ?? null,
    });
    const paper = input.totals.get(stage.paper_id);
    return {
      stage: stage.stage as MockExamStage,
      status,
      exerciseId: exercise?.id ?? null,
      startedAt: exercise?.created_at ?? null,
      submittedAt: exercise?.submitted_at ?? null,
      submitType: (exercise?.submit_type ?? null) as SubmitType | null,
      answeredCount:
        status === 'submitted'
          ? (exercise?.answered_count ?? 0)
          : exercise
            ? (input.answered.get(exercise.id) ?? 0)
            : 0,
      questionCount: exercise?.question_count ?? paper?.questionCount ?? 0,
      remainingSeconds:
        status === 'doing' && exercise ? (remainingSeconds(exercise, now) ?? null) : null,
      mayStart: reason === '',
      startBlockedReason: reason,
      leaveCount: exercise ? (input.leaves.get(exercise.id) ?? 0) : 0,
    };
  });
}
