import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SendLiveMessage } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';

export type SendMessageBody = BodyOf<typeof SendLiveMessage>;

/**
 * POST /pc/live/messages — one chat message. Silent: a refusal (too fast, muted, chat closed)
 * is shown under the input in the server's words, with the text kept.
 */
export function sendLiveMessage(body: SendMessageBody) {
  return mainApi.postJson<DataOf<typeof SendLiveMessage>>('/pc/live/messages', body, {
    silent: true,
  });
}
