import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ExerciseKind,
  SubmitCatalogueAnswers,
  SubmitPaperAnswers,
} from '@shangan/shared/contracts/question-bank';
import { learningApi, type LearningRequestOptions } from '../../../lib/api';

/** A paper's attempt: past papers, their timed mocks and the stages of a mock contest. */
export function isPaperKind(kind: ExerciseKind): boolean {
  return kind === 'paper' || kind === 'mock' || kind === 'contest';
}

// The two submit endpoints take one body and answer alike (the contract's SubmitBody/Result).
export type SubmitInput = BodyOf<typeof SubmitCatalogueAnswers | typeof SubmitPaperAnswers>;
export type SubmitResult = DataOf<typeof SubmitCatalogueAnswers | typeof SubmitPaperAnswers>;

/** Catalogue and error-book practice post to v2/catalogue/submitAnswer, papers elsewhere. */
function postAnswers(
  kind: ExerciseKind,
  input: SubmitInput,
  options: Omit<LearningRequestOptions, 'body'>,
): Promise<SubmitResult> {
  return isPaperKind(kind)
    ? learningApi.post<DataOf<typeof SubmitPaperAnswers>>(
        'historyPaper/submitAnswer',
        input,
        options,
      )
    : learningApi.post<DataOf<typeof SubmitCatalogueAnswers>>(
        'v2/catalogue/submitAnswer',
        input,
        options,
      );
}

/**
 * Saves answers as they are given, pauses or hands in. Silent when saving: the practice
 * screen reports a failed save itself and retries.
 */
export function submitAnswers(kind: ExerciseKind, input: SubmitInput): Promise<SubmitResult> {
  return postAnswers(kind, input, { silent: (input.action ?? 'save') === 'save' });
}

/**
 * The last save of a page being hidden or closed: a keep-alive request, which the browser
 * delivers even after the page is gone. Fire and forget: nobody may be left to read its
 * answer, so it is silent and a failure is dropped.
 */
export function saveOnLeave(kind: ExerciseKind, input: SubmitInput): void {
  postAnswers(kind, input, { silent: true, keepalive: true }).catch(() => undefined);
}
