import { ApiCode } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  BoundSet,
  ListBoundSets,
  SetProgress,
} from '@shangan/shared/contracts/bounded-practice';
import type { Equity } from '@shangan/shared/contracts/question-bank';
import { ApiError } from '../../lib/api-error.ts';
import { LOCKED_MESSAGE, mayOpen, type Viewer } from '../question-bank/public.ts';
import {
  accuracyPercent,
  BANDS,
  bandOf,
  bandsPayload,
  rulePayload,
  START_BAND,
  type RuleNumbers,
} from './bands.ts';
import type { BoundedPracticeContext } from './context.ts';
import {
  countByBand,
  heldQuestionIds,
  loadPools,
  loadScope,
  loadScopes,
  type PoolEntry,
  type SetScope,
} from './pool.ts';
import { findProgressOfSets, type ProgressRow } from './progress.repository.ts';
import {
  findOnlineSet,
  findOnlineSetsOfSubject,
  findSubjectsWithSets,
  type SetRow,
} from './set.repository.ts';

export const SET_GONE = '该练习不存在或已下架';
export const SUBJECT_WITHOUT_SETS = '该科目暂无难度分级练习';

export function ruleOf(set: SetRow): RuleNumbers {
  return {
    roundSize: set.round_size,
    upPermille: set.up_permille,
    downPermille: set.down_permille,
    cohortMinAnswers: set.cohort_min_answers,
  };
}

export function progressPayload(set: Pick<SetRow, 'round_size'>, row: ProgressRow): SetProgress {
  return {
    band: bandOf(row.band),
    answeredCount: row.answered_count,
    correctCount: row.correct_count,
    accuracy: accuracyPercent(row.correct_count, row.answered_count),
    timeSpentSeconds: row.time_spent_seconds,
    roundAnswered: row.round_answered,
    roundCorrect: row.round_correct,
    roundSize: set.round_size,
    roundsCompleted: row.rounds_completed,
    lastAnsweredAt: row.last_answered_at,
  };
}

/** The set online with this id, or a 404 saying so. */
export async function requireSet(ctx: BoundedPracticeContext, setId: number): Promise<SetRow> {
  const set = await findOnlineSet(ctx.db, setId);
  if (!set) throw new ApiError(ApiCode.NOT_FOUND, SET_GONE);
  return set;
}

/** The sets of a subject (the one asked for, else the first that has any) for the viewer. */
export async function listSets(
  ctx: BoundedPracticeContext,
  viewer: Viewer,
  subjectId: number | undefined,
): Promise<DataOf<typeof ListBoundSets>> {
  const subjects = await findSubjectsWithSets(ctx.db);
  if (subjectId !== undefined && !subjects.some((subject) => subject.id === subjectId)) {
    throw new ApiError(ApiCode.NOT_FOUND, SUBJECT_WITHOUT_SETS);
  }
  const shown = subjectId ?? subjects[0]?.id ?? null;
  if (shown === null) return { subjects, subjectId: null, bands: bandsPayload(), sets: [] };

  const sets = await findOnlineSetsOfSubject(ctx.db, shown);
  const scopes = await loadScopes(ctx.db, sets);
  const held = await heldQuestionIds(ctx.db, viewer.userId);
  const pools = await loadPools(ctx.db, scopes, viewer, held);
  const progress = viewer.userId
    ? await findProgressOfSets(
        ctx.db,
        viewer.userId,
        sets.map((set) => set.id),
      )
    : new Map<number, ProgressRow>();
  return {
    subjects,
    subjectId: shown,
    bands: bandsPayload(),
    sets: scopes.map((scope) =>
      setPayload(scope, viewer, pools.get(scope.set.id) ?? [], progress.get(scope.set.id)),
    ),
  };
}

function setPayload(
  scope: SetScope,
  viewer: Viewer,
  pool: PoolEntry[],
  progress: ProgressRow | undefined,
): BoundSet {
  const { set } = scope;
  const band = progress ? bandOf(progress.band) : START_BAND;
  const counts = countByBand(pool);
  const hasEquity = mayOpen(viewer, scope.vipOnly);
  return {
    id: set.id,
    subjectId: set.subject_id,
    moduleId: set.catalogue_id,
    name: set.name,
    moduleName: scope.moduleName,
    intro: set.intro,
    vipOnly: scope.vipOnly,
    hasEquity,
    band,
    // A set one may not open offers nothing to draw, whatever is filed under it.
    bandCounts: BANDS.map((spec) => ({
      band: spec.code,
      questionCount: hasEquity ? (counts.get(spec.code) ?? 0) : 0,
    })),
    availableCount: hasEquity ? (counts.get(band) ?? 0) : 0,
    rule: rulePayload(ruleOf(set)),
    progress: progress ? progressPayload(set, progress) : null,
  };
}

/** May the person practise the set? As the question bank's checkEquity answers for a section. */
export async function checkSetEquity(
  ctx: BoundedPracticeContext,
  viewer: Viewer,
  setId: number,
): Promise<Equity> {
  const scope = await loadScope(ctx.db, await requireSet(ctx, setId));
  const hasEquity = mayOpen(viewer, scope.vipOnly);
  const reason = hasEquity ? '' : viewer.userId ? LOCKED_MESSAGE : '请先登录';
  return { hasEquity, vipOnly: scope.vipOnly, isVip: viewer.isVip, reason };
}
