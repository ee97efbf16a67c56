import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  ExerciseKind,
  SubmitCatalogueAnswers,
  SubmitPaperAnswers,
} from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

// The two submit endpoints take one body and answer alike (the contract's SubmitBody/Result).
export type SubmitInput = BodyOf<typeof SubmitCatalogueAnswers | typeof SubmitPaperAnswers>;
export type SubmitResult = DataOf<typeof SubmitCatalogueAnswers | typeof SubmitPaperAnswers>;

/** Catalogue and error-book practice post to v2/catalogue/submitAnswer, papers elsewhere. */
function submitPath(kind: ExerciseKind): string {
  return kind === 'paper' || kind === 'mock'
    ? 'historyPaper/submitAnswer'
    : 'v2/catalogue/submitAnswer';
}

/**
 * Saves answers as they are given, pauses or hands in. Silent when saving: the practice
 * screen reports a failed save itself and retries.
 */
export function submitAnswers(kind: ExerciseKind, input: SubmitInput): Promise<SubmitResult> {
  return learningApi.post<SubmitResult>(submitPath(kind), input, {
    silent: (input.action ?? 'save') === 'save',
  });
}

/**
 * The last save of a page being hidden or closed: a keep-alive request, which the browser
 * delivers even after the page is gone. Fire and forget: nobody is left to read its answer,
 * so it is silent and a failure is dropped (what did not arrive is saved again next time).
 */
export function saveOnLeave(kind: ExerciseKind, input: SubmitInput): void {
  learningApi
    .post<SubmitResult>(submitPath(kind), input, { silent: true, keepalive: true })
    .catch(() => undefined);
}
