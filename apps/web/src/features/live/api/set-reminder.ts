import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SetLiveReminder } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';
import { LIVE_KEY } from './keys';

export type ReminderBody = BodyOf<typeof SetLiveReminder>;

/** POST /pc/live/reminders — 预约 / 取消开播提醒; a refusal is toasted in the server's words. */
export function setLiveReminder(body: ReminderBody) {
  return mainApi.postJson<DataOf<typeof SetLiveReminder>>('/pc/live/reminders', body, {
    requireToken: true,
  });
}

/** The schedule and the room show the reminder and its count: both are refreshed. */
export function useSetLiveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLiveReminder,
    onSuccess: () => void client.invalidateQueries({ queryKey: LIVE_KEY }),
  });
}
