import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListMyFeedback } from '@shangan/shared/contracts/feedback';
import { mainApi } from '../../../lib/api';
import { myFeedbackKey } from './feedback-keys';

/** GET /pc/feedback/mine — my feedback and the replies, newest first. */
export function fetchMyFeedback(page: number, pageSize: number) {
  return mainApi.get<DataOf<typeof ListMyFeedback>>('/pc/feedback/mine', {
    params: { page, pageSize },
    silent: true,
  });
}

export function useMyFeedback(userId: number | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: myFeedbackKey(userId, page, pageSize),
    queryFn: () => fetchMyFeedback(page, pageSize),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
