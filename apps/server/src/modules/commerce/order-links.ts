import type { Db } from '../../db/database.ts';

/**
 * Which of a person's orders are linked to one row of a selling module (the fee orders of an
 * enlistment), so 我的订单 can be narrowed to that row. The module answers from its own rows;
 * like the paid listeners, every instance registers the same stateless finder at start-up.
 */
export type LinkedOrdersFinder = (db: Db, userId: number, rowId: number) => Promise<number[]>;

const linkedOrderFinders = new Map<LinkedRow, LinkedOrdersFinder>();

/** The rows orders may be linked to (the list's filters name them: `enlistId`, `courseId`). */
export type LinkedRow = 'enlistment' | 'course';

export function onLinkedOrdersLookup(row: LinkedRow, find: LinkedOrdersFinder): void {
  const taken = linkedOrderFinders.get(row);
  if (taken && taken !== find) throw new Error(`orders linked to ${row} already have a finder`);
  linkedOrderFinders.set(row, find);
}

/** The person's orders linked to the row; none while no module answers for such rows. */
export async function linkedOrderIds(
  db: Db,
  row: LinkedRow,
  userId: number,
  rowId: number,
): Promise<number[]> {
  return (await linkedOrderFinders.get(row)?.(db, userId, rowId)) ?? [];
}
