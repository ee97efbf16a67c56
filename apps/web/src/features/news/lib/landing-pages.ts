import type { ColumnNode, ColumnRef } from '../types';

/**
 * What the special landing pages show, on the desktop and the mobile site alike: the kinds of
 * exam 考情预测 covers and the columns (by directory) whose newest titles each page lists.
 */
export const FORECAST_EXAM_TYPES = ['国考', '省考', '遴选', '选调生', '事业单位'] as const;

/** The kind of exam asked for, or the first when the address names none we forecast. */
export function forecastExamType(value: string | null | undefined): string {
  const types: readonly string[] = FORECAST_EXAM_TYPES;
  return value && types.includes(value) ? value : FORECAST_EXAM_TYPES[0];
}

export const FORECAST_INTRO =
  '根据往年公告时间、招录人数和报名数据，预判本年度考试的时间节点和竞争态势，帮你提前规划备考节奏。';

export const FORECAST_COLUMN_DIRS = ['zhiweifenxi', 'baomingrenshu', 'fenshuxian', 'redianjiedu'];

export const RECOMMEND_COLUMN_DIRS = ['beikaojingyan', 'dazuowen', 'jiegouhua', 'redianjiedu'];

export interface ColumnHit {
  top: ColumnNode;
  child: ColumnRef | null;
}

/** A column of the tree by its directory, a top column or a sub-column. */
export function findColumnByDir(tree: ColumnNode[], dir: string): ColumnHit | null {
  for (const top of tree) {
    if (top.columnDir === dir) return { top, child: null };
    const child = top.child.find((item) => item.columnDir === dir);
    if (child) return { top, child };
  }
  return null;
}

/** The columns of `dirs` the tree has, in the order asked. */
export function findColumnsByDir(tree: ColumnNode[], dirs: readonly string[]): ColumnHit[] {
  return dirs.flatMap((dir) => {
    const hit = findColumnByDir(tree, dir);
    return hit ? [hit] : [];
  });
}
