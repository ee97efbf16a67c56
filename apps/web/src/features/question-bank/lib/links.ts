import { pathTo } from '../../../lib/paths';
import type { ExerciseLogItem } from '../types';

/** Where an unfinished attempt continues, by kind. */
export function continueUrl(
  item: Pick<ExerciseLogItem, 'kind' | 'exerciseId' | 'paperId'>,
): string {
  if (item.kind === 'paper' && item.paperId) {
    return pathTo('OverYearTrueTopicDetailTest', {}, { paperId: item.paperId });
  }
  if (item.kind === 'mock' && item.paperId) {
    return pathTo('RealSituationTest', {}, { paperId: item.paperId });
  }
  // A contest's stage is entered from its contest, which the record does not name.
  if (item.kind === 'contest') return pathTo('MockRecord');
  return pathTo('SpecificTest', {}, { exerciseId: item.exerciseId });
}

export const KIND_LABELS: Record<ExerciseLogItem['kind'], string> = {
  catalogue: '专项练习',
  paper: '真题练习',
  mock: '真题模考',
  error: '错题重练',
  contest: '模考大赛',
};

/** A positive whole number from the query string, or 0. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
