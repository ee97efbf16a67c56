import type { ApplyInput } from '../api/apply-mock-exam';
import type { PositionRow } from '../api/enlist-positions';

/**
 * A row of the position tables as the contest takes it: by its id. Rows that do not carry one
 * cannot be sent (the position table answers them by code), so they are shown but not chosen.
 */
export type PickablePosition = PositionRow & { id?: number };

export function positionIdOf(row: PickablePosition): number | null {
  return typeof row.id === 'number' && row.id > 0 ? row.id : null;
}

/** What the apply request says: a chosen position decides the province, else the one picked. */
export function applyInputOf(
  mockExamId: number,
  positionId: number | null,
  province: string | null,
): ApplyInput {
  if (positionId) return { mockExamId, positionId };
  return province ? { mockExamId, province } : { mockExamId };
}
