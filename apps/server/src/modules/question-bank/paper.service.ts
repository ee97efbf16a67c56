import type { QuestionBankContext } from './context.ts';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { countAnswered, findOpenPaperExercise } from './exercise.repository.ts';
import { elapsedSeconds, remainingSeconds } from './exercise-state.ts';
import { expireOverdueAttempts } from './exercise.service.ts';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPaperDoStatus, PaperSummary } from '@shangan/shared/contracts/question-bank';
import {
  countSubmittedAttempts,
  findExaminationLevels,
  findLastSubmittedAttempt,
  findPaper,
  findPaperPage,
  findPaperRegions,
  type PaperFilter,
  type PaperRow,
} from './paper.repository.ts';
import { mayOpen, type Viewer } from './rights.ts';

/** Past papers (历年真题): the filtered list, one paper's summary and the learner's attempts. */

async function toSummary(
  ctx: QuestionBankContext,
  viewer: Viewer,
  row: PaperRow,
): Promise<PaperSummary> {
  const doneCount = viewer.userId ? await countSubmittedAttempts(ctx.db, viewer.userId, row.id) : 0;
  return {
    id: row.id,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    title: row.title,
    year: row.year,
    region: row.region,
    examType: row.exam_type,
    examinationLevel: row.examination_level,
    timeLimitMinutes: row.time_limit_minutes,
    questionCount: Number(row.question_count ?? 0),
    totalScore: Number(row.score_tenths ?? 0) / 10,
    description: row.description,
    vipOnly: row.vip_only === 1,
    locked: !mayOpen(viewer, row.vip_only),
    doneCount,
  };
}

export async function paperPage(ctx: QuestionBankContext, viewer: Viewer, filter: PaperFilter) {
  const [{ rows, total }, regions] = await Promise.all([
    findPaperPage(ctx.db, filter),
    findPaperRegions(ctx.db),
  ]);
  const list = [];
  for (const row of rows) list.push(await toSummary(ctx, viewer, row));
  return { list, total, regions };
}

export async function paperSummary(
  ctx: QuestionBankContext,
  viewer: Viewer,
  paperId: number,
): Promise<PaperSummary> {
  const row = await findPaper(ctx.db, paperId);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '试卷不存在');
  return toSummary(ctx, viewer, row);
}

/** Where the learner stands with a paper: open attempts per mode and the last result. */
export async function paperDoStatus(
  ctx: QuestionBankContext,
  viewer: Viewer,
  paperId: number,
): Promise<DataOf<typeof GetPaperDoStatus>> {
  const paper = await paperSummary(ctx, viewer, paperId);
  if (viewer.userId) await expireOverdueAttempts(ctx, viewer.userId);
  const attempt = async (kind: 'paper' | 'mock') => {
    if (!viewer.userId) return null;
    const open = await findOpenPaperExercise(ctx.db, viewer.userId, paperId, kind);
    if (!open) return null;
    return {
      exerciseId: open.id,
      // An open attempt: never 'submitted' (findOpenPaperExercise).
      status: open.status === 'paused' ? ('paused' as const) : ('doing' as const),
      answeredCount: await countAnswered(ctx.db, open.id),
      questionCount: open.question_count,
      elapsedSeconds: elapsedSeconds(open),
      remainingSeconds: remainingSeconds(open),
    };
  };
  const last = viewer.userId
    ? await findLastSubmittedAttempt(ctx.db, viewer.userId, paperId)
    : undefined;
  const [practice, mock] = await Promise.all([attempt('paper'), attempt('mock')]);
  return {
    paper,
    // 0 not started, 1 in progress (or paused), 2 handed in at least once.
    doStatus: practice || mock ? 1 : last ? 2 : 0,
    practice,
    mock,
    lastResult: last
      ? {
          exerciseId: last.id,
          kind: last.kind,
          score: (last.score_tenths ?? 0) / 10,
          correctCount: last.correct_count ?? 0,
          questionCount: last.question_count,
          submittedAt: last.submitted_at ?? '',
        }
      : null,
  };
}

export async function examinationLevels(ctx: QuestionBankContext) {
  const rows = await findExaminationLevels(ctx.db);
  return rows.map((row) => ({ examType: row.exam_type, name: row.examination_level }));
}
