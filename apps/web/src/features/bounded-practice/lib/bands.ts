import type { BandCode, BandRound } from '@shangan/shared/contracts/bounded-practice';

/** How the page names and colours each band (the server sends the codes). */
export const BAND_LABELS: Record<BandCode, string> = {
  basic: '基础',
  advanced: '进阶',
  sprint: '冲刺',
};

export const BAND_ORDER: readonly BandCode[] = ['basic', 'advanced', 'sprint'];

/** One sentence for a completed round, e.g. 本轮 9/10 正确（90%），难度升至「冲刺」. */
export function describeRound(round: BandRound): string {
  const head = `第 ${round.roundNo} 轮 ${round.correct}/${round.answered} 正确（${round.accuracy}%）`;
  if (round.result === 'up') return `${head}，难度升至「${BAND_LABELS[round.bandAfter]}」`;
  if (round.result === 'down') return `${head}，难度降至「${BAND_LABELS[round.bandAfter]}」`;
  return `${head}，保持「${BAND_LABELS[round.bandAfter]}」`;
}

/** A positive whole number from the query string, or 0. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** 3分12秒 */
export function describeSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}秒`;
  if (minutes < 60) return `${minutes}分${rest}秒`;
  return `${Math.floor(minutes / 60)}小时${minutes % 60}分`;
}
