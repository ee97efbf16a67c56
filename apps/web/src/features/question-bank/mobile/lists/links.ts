import { mobilePathTo } from '../../../../lib/mobile-paths';
import { pathTo } from '../../../../lib/paths';
import type { ExerciseLogItem } from '../../types';

/**
 * Where an unfinished attempt continues on the mobile site, by kind (the desktop's continueUrl
 * in lib/links.ts, with the mobile site's addresses). `desktop` is set for what only the
 * desktop site's screens hold: a timed past-paper mock (真题模考).
 */
export function mobileContinue(item: Pick<ExerciseLogItem, 'kind' | 'exerciseId' | 'paperId'>): {
  to: string;
  desktop: boolean;
} {
  if (item.kind === 'paper' && item.paperId) {
    return {
      to: mobilePathTo('MPaperTest', {}, { paperId: item.paperId }),
      desktop: false,
    };
  }
  if (item.kind === 'mock' && item.paperId) {
    return { to: pathTo('RealSituationTest', {}, { paperId: item.paperId }), desktop: true };
  }
  // A contest's stage is entered from its contest, which the record does not name.
  if (item.kind === 'contest') return { to: mobilePathTo('MMockExam'), desktop: false };
  return {
    to: mobilePathTo('MSpecificTest', {}, { exerciseId: item.exerciseId }),
    desktop: false,
  };
}

/** 12 of 40 → 30 (whole percent, 0 for an empty whole). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
