import type { PositionWithExam } from '../enlistment/public.ts';
import { provinceIn, provinceOfPosition } from './provinces.ts';

/**
 * The exam a contest prepares for, in the enlistment tables' words: a position one applies with
 * ranks one among applicants aiming at the same post, so it must be a post of that exam — a
 * 国考 position says nothing about a 江苏省考 contest — and, for a province's exam, of that
 * province.
 */
const EXAM_KINDS: Record<string, string> = {
  国考: 'national',
  省考: 'provincial',
  选调: 'xuandiao',
  选调生: 'xuandiao',
};

/** The enlistment exam kind of a contest's exam type; null when no position table serves it. */
export function examKindOf(examType: string): string | null {
  return EXAM_KINDS[examType.trim()] ?? null;
}

/**
 * The province a contest is for: its papers' region (江苏), else its title (2027江苏省考…);
 * '' for a national contest or one several provinces sit (联考).
 */
export function contestProvince(title: string, paperRegions: string[]): string {
  for (const region of paperRegions) {
    const province = provinceIn(region);
    if (province) return province;
  }
  return provinceIn(title);
}

/** The province whose exam a position belongs to: the exam's name first, then its location. */
function examProvince(position: PositionWithExam): string {
  return (
    provinceIn(position.examName) ||
    provinceIn(position.examShortName) ||
    provinceOfPosition(position)
  );
}

export function positionFitsContest(
  position: PositionWithExam,
  contest: { examType: string; province: string },
): boolean {
  const kind = examKindOf(contest.examType);
  if (kind === null || position.examKind !== kind) return false;
  if (kind === 'national' || contest.province === '') return true;
  return examProvince(position) === contest.province;
}
