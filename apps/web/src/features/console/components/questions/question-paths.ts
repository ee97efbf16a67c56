import { pathTo } from '../../../../lib/paths';

/** The list, filtered to a subject (and a paper) when given. */
export function questionListPath(
  filter: { subjectId?: number | null; paperId?: number | null } = {},
): string {
  return pathTo('ConsoleQuestions', {}, { subjectId: filter.subjectId, paperId: filter.paperId });
}

/** The editor of a saved question. */
export function questionEditPath(id: number): string {
  return pathTo('ConsoleQuestionEdit', { id });
}

/**
 * The editor of a new question, its subject (and the draft paper it goes last into) chosen
 * already when given.
 */
export function newQuestionPath(
  preset: { subjectId?: number | null; paperId?: number | null } = {},
): string {
  return pathTo(
    'ConsoleQuestionEdit',
    { id: 'new' },
    { subjectId: preset.subjectId, paperId: preset.paperId },
  );
}
