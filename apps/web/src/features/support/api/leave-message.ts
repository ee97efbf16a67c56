import { useMutation } from '@tanstack/react-query';
import type { SupportTopic } from '@shangan/shared';
import { mainApi } from '../../../lib/api';

export interface LeaveMessageInput {
  topic: SupportTopic;
  name?: string;
  phone: string;
  content: string;
  /** The page the visitor was reading, so staff know what the question is about. */
  pageUrl: string;
}

/** POST /pc/support/message — a refusal's message is shown by the client. */
export function leaveMessage(input: LeaveMessageInput): Promise<{ id: number }> {
  const { name, ...rest } = input;
  return mainApi.post<{ id: number }>('/pc/support/message', name ? { ...rest, name } : rest);
}

export function useLeaveMessage() {
  return useMutation({ mutationFn: leaveMessage });
}
