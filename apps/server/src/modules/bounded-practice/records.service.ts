import { ApiCode } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListBoundRecords, SetRecord } from '@shangan/shared/contracts/bounded-practice';
import { ApiError } from '../../lib/api-error.ts';
import { findQuestionsByIds, questionStem, type Viewer } from '../question-bank/public.ts';
import { bandOf, roundPayload } from './bands.ts';
import { findCatalogueNames, findSubjectNames } from './bank.repository.ts';
import { findRecentAnswers } from './answer.repository.ts';
import type { BoundedPracticeContext } from './context.ts';
import { findProgressPage, findRounds } from './progress.repository.ts';
import { findSetAnyState } from './set.repository.ts';
import { progressPayload, SET_GONE } from './sets.service.ts';

const ROUNDS_SHOWN = 50;
const RECENT_SHOWN = 10;

/** My practice per set, the latest practised first: totals, band history and last answers. */
export async function listRecords(
  ctx: BoundedPracticeContext,
  viewer: Viewer & { userId: number },
  query: { setId?: number; page?: number; size?: number },
): Promise<DataOf<typeof ListBoundRecords>> {
  if (query.setId !== undefined && !(await findSetAnyState(ctx.db, query.setId))) {
    throw new ApiError(ApiCode.NOT_FOUND, SET_GONE);
  }
  const { rows, total } = await findProgressPage(ctx.db, viewer.userId, {
    ...(query.setId !== undefined ? { setId: query.setId } : {}),
    page: query.page ?? 1,
    size: query.size ?? 10,
  });
  const subjects = await findSubjectNames(
    ctx.db,
    rows.map((row) => row.subject_id),
  );
  const details = await Promise.all(
    rows.map(async (row) => ({
      rounds: await findRounds(ctx.db, viewer.userId, row.set_id, ROUNDS_SHOWN),
      recent: await findRecentAnswers(ctx.db, viewer.userId, row.set_id, RECENT_SHOWN),
    })),
  );
  const questions = new Map(
    (
      await findQuestionsByIds(
        ctx.db,
        details.flatMap((detail) => detail.recent.map((answer) => answer.question_id)),
      )
    ).map((question) => [question.id, question]),
  );
  const names = await findCatalogueNames(ctx.db, [
    ...rows.map((row) => row.catalogue_id),
    ...[...questions.values()].flatMap((question) =>
      question.catalogue_id === null ? [] : [question.catalogue_id],
    ),
  ]);

  const list: SetRecord[] = rows.map((row, index) => {
    const subjectName = subjects.get(row.subject_id) ?? '';
    const { rounds, recent } = details[index]!;
    return {
      setId: row.set_id,
      setName: row.set_name,
      subjectName,
      moduleName: names.get(row.catalogue_id) ?? '',
      progress: progressPayload(row, row),
      rounds: rounds.map(roundPayload),
      recent: recent.flatMap((answer) => {
        const question = questions.get(answer.question_id);
        if (!question) return [];
        // The stem as lists show it: the VIP prompt once the membership that opened it ended.
        const pointName =
          question.catalogue_id === null ? null : (names.get(question.catalogue_id) ?? null);
        return [
          {
            questionId: question.id,
            summary: questionStem(viewer, question, subjectName, pointName).summary,
            band: bandOf(answer.band),
            isCorrect: answer.is_correct === 1,
            timeSpent: answer.time_spent_seconds,
            answeredAt: answer.answered_at ?? '',
          },
        ];
      }),
      startedAt: row.created_at,
    };
  });
  return { list, total };
}
