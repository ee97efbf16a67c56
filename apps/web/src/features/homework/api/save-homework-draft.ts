import { API_PREFIX } from '@shangan/shared';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SaveHomeworkDraft } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { getToken } from '../../../lib/session-storage';

export type DraftBody = BodyOf<typeof SaveHomeworkDraft>;
export type SavedDraft = DataOf<typeof SaveHomeworkDraft>;

const PATH = '/app/studentAnswers/update';

/**
 * POST /app/studentAnswers/update — the autosave, as JSON. Silent: the answer card shows its
 * own status line (保存中 / 已保存 / 保存失败) and retries.
 */
export function saveHomeworkDraft(body: DraftBody) {
  return mainApi.postJson<DataOf<typeof SaveHomeworkDraft>>(PATH, body, { silent: true });
}

/**
 * The same save while the page is going away (tab hidden, closed, reloaded): a keepalive
 * request outlives the page, where an ordinary fetch would be cancelled with it. Its `rev` is
 * higher than any save before it, so a slower earlier save cannot overwrite it.
 */
export function saveHomeworkDraftOnExit(body: DraftBody): void {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  void fetch(`${API_PREFIX.main}${PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
