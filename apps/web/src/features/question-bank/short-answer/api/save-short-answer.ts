import { API_PREFIX } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { SaveShortAnswer } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../../lib/api';
import { getLearningToken } from '../../../../lib/session-storage';
import type { ShortAnswerPayload } from '../types';

/**
 * POST shortAnswer/save — autosave and the 保存 button. Silent: the answer box shows its own
 * status line and retries on the next change.
 */
export function saveShortAnswer(payload: ShortAnswerPayload) {
  return learningApi.post<DataOf<typeof SaveShortAnswer>>('shortAnswer/save', payload, {
    silent: true,
  });
}

/**
 * The same save while the page is going away (tab hidden, closed, navigated): a keepalive
 * request outlives the page, where an ordinary fetch would be cancelled with it.
 */
export function saveShortAnswerOnExit(payload: ShortAnswerPayload): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getLearningToken();
  if (token) headers.token = token;
  void fetch(`${API_PREFIX.learning}/shortAnswer/save`, {
    method: 'POST',
    headers,
    body: JSON.stringify(payload),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

// Saves still on their way from an answer form that has just closed, per question.
const landing = new Map<number, Promise<unknown>>();

/**
 * The answer form closed (the learner switched between 单栏 and 分栏作答) while a save was on
 * its way: the next read of the question waits for it, or it would open with the older text
 * and autosave that over the newer one.
 */
export function holdQuestionUntilSaved(questionId: number, saving: Promise<unknown>): void {
  const settled = saving.catch(() => undefined);
  landing.set(questionId, settled);
  void settled.then(() => {
    if (landing.get(questionId) === settled) landing.delete(questionId);
  });
}

/** Resolves once no save of the question from a closed form is on its way. */
export function questionSaved(questionId: number): Promise<unknown> {
  return landing.get(questionId) ?? Promise.resolve();
}
