import { ApiCode } from '@shangan/shared';
import type { CheckSummary } from '@shangan/shared/contracts/psychology';
import { ApiError } from '../../lib/api-error.ts';
import type { PsychologyContext } from './context.ts';
import { findLatestRecords } from './record.repository.ts';
import { checkInfo, checkQuestions, loadScale } from './rules.ts';
import {
  findBandsByIds,
  findOnlineScalePage,
  findScale,
  findScaleSizes,
  ONLINE,
} from './scale.repository.ts';

export const CHECK_GONE = '测评不存在或已下线';

/** POST psychologicalCheck/page: the online scales, with my latest result of each. */
export async function listChecks(
  ctx: PsychologyContext,
  userId: number | null,
  query: { page?: number; size?: number },
): Promise<{ list: CheckSummary[]; total: number }> {
  const { rows, total } = await findOnlineScalePage(ctx.db, query.page ?? 1, query.size ?? 10);
  const ids = rows.map((row) => row.id);
  const [sizes, mine] = await Promise.all([
    findScaleSizes(ctx.db, ids),
    userId === null ? Promise.resolve(new Map()) : findLatestRecords(ctx.db, userId, ids),
  ]);
  const bands = await findBandsByIds(
    ctx.db,
    [...mine.values()].map((entry) => entry.latest.band_id),
  );
  return {
    total,
    list: rows.map((row) => {
      const entry = mine.get(row.id);
      const band = entry ? bands.get(entry.latest.band_id) : undefined;
      return {
        id: row.id,
        name: row.name,
        measures: row.measures,
        questionCount: sizes.get(row.id)?.items ?? 0,
        minutes: row.minutes,
        lastResult:
          entry && band
            ? {
                recordId: entry.latest.id,
                total: entry.latest.total_score,
                band: { level: band.level, name: band.name },
                createdAt: entry.latest.created_at,
              }
            : null,
        recordCount: entry?.count ?? 0,
      };
    }),
  };
}

/** GET psychologicalCheck/questionList: an online scale's items and options, no scoring keys. */
export async function getCheckQuestions(ctx: PsychologyContext, checkId: number) {
  const scale = await findScale(ctx.db, checkId);
  if (!scale || scale.status !== ONLINE) throw new ApiError(ApiCode.NOT_FOUND, CHECK_GONE);
  const loaded = await loadScale(ctx.db, scale);
  return { check: checkInfo(loaded), questions: checkQuestions(loaded) };
}
