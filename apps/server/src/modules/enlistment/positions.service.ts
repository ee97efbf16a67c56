import { ApiCode } from '@shangan/shared';
import type { QueryOf } from '@shangan/shared/contracts';
import type {
  EnlistExam,
  ListPositions,
  Position,
  PositionInfo,
} from '@shangan/shared/contracts/enlistment';
import { ApiError } from '../../lib/api-error.ts';
import { linkedGoods } from '../commerce/public.ts';
import type { EnlistmentContext } from './enlistment-context.ts';
import { examView, positionView } from './enlistment-views.ts';
import {
  examStats,
  findPositionByCode,
  listExams,
  searchPositions,
} from './enlistment.repository.ts';

export const EXAM_NOT_FOUND = '考试不存在';
export const POSITION_NOT_FOUND = '职位不存在，请核对职位代码';

const DEFAULT_PAGE_SIZE = 20;

/** Every exam with its figures and fee, by id (there are a handful). */
export async function examViews(ctx: EnlistmentContext): Promise<Map<number, EnlistExam>> {
  const exams = await listExams(ctx.db);
  const [stats, goods] = await Promise.all([
    examStats(
      ctx.db,
      exams.map((exam) => exam.id),
    ),
    linkedGoods(
      ctx.db,
      exams.map((exam) => exam.goods_id),
    ),
  ]);
  const now = new Date();
  return new Map(
    exams.map((exam) => [
      exam.id,
      examView(exam, stats.get(exam.id), goods.get(exam.goods_id), now),
    ]),
  );
}

/** GET /app/enlist/exams */
export async function listEnlistExams(ctx: EnlistmentContext): Promise<EnlistExam[]> {
  return [...(await examViews(ctx)).values()];
}

/** GET /app/enlist/positions: one exam's position table, filtered, a page at a time. */
export async function listPositions(
  ctx: EnlistmentContext,
  query: QueryOf<typeof ListPositions>,
): Promise<{ list: Position[]; total: number }> {
  const exams = await examViews(ctx);
  if (!exams.has(query.examId)) throw new ApiError(ApiCode.NOT_FOUND, EXAM_NOT_FOUND);
  const { rows, total } = await searchPositions(ctx.db, {
    examId: query.examId,
    keyword: query.keyword,
    education: query.education,
    region: query.region?.trim() || undefined,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  return { list: rows.map(positionView), total };
}

/** Codes are digits and capitals; a code typed in lower case still finds its position. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** GET /app/enlist/positionInfo?code=: one position with its exam. */
export async function positionInfo(ctx: EnlistmentContext, code: string): Promise<PositionInfo> {
  const row = await findPositionByCode(ctx.db, normalizeCode(code));
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, POSITION_NOT_FOUND);
  const exam = (await examViews(ctx)).get(row.exam_id);
  if (!exam) throw new ApiError(ApiCode.NOT_FOUND, POSITION_NOT_FOUND);
  return { ...positionView(row), exam };
}
