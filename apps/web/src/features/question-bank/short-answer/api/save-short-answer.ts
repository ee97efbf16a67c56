import { API_PREFIX } from '@shangan/shared';
import { learningApi } from '../../../../lib/api';
import { getLearningToken } from '../../../../lib/session-storage';
import type { ShortAnswerPayload } from './types';

export interface SaveResult {
  savedAt: string;
  status: 'draft';
  /** The server already has a newer save (by rev); this one changed nothing. */
  stale?: boolean;
}

/**
 * POST shortAnswer/save — autosave and the 保存 button. Silent: the answer box shows its own
 * status line and retries on the next change.
 */
export function saveShortAnswer(payload: ShortAnswerPayload): Promise<SaveResult> {
  return learningApi.post<SaveResult>('shortAnswer/save', payload, { silent: true });
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
