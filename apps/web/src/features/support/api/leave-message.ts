import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { LeaveMessage, LeaveMessageBody } from '@shangan/shared/contracts/support';
import { mainApi } from '../../../lib/api';

/** The form always says which page the visitor was reading, so staff know what it is about. */
export type LeaveMessageInput = LeaveMessageBody & { pageUrl: string };

/** POST /pc/support/message — a refusal's message is shown by the client. */
export function leaveMessage(input: LeaveMessageInput) {
  const { name, ...rest } = input;
  return mainApi.post<DataOf<typeof LeaveMessage>>(
    '/pc/support/message',
    name ? { ...rest, name } : rest,
  );
}

export function useLeaveMessage() {
  return useMutation({ mutationFn: leaveMessage });
}
