import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetMockPushSetting } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';
import { mockExamKeys } from './keys';

export type PushSetting = DataOf<typeof GetMockPushSetting>;

/** POST config/getMockPushSetting — my start reminder of a contest I applied to. */
export function fetchPushSetting(mockExamId: number) {
  return learningApi.post<DataOf<typeof GetMockPushSetting>>(
    'config/getMockPushSetting',
    { mockExamId },
    { silent: true },
  );
}

export function usePushSetting(mockExamId: number, viewer: number, enabled: boolean) {
  return useQuery({
    queryKey: mockExamKeys.push(mockExamId, viewer),
    queryFn: () => fetchPushSetting(mockExamId),
    enabled: enabled && mockExamId > 0 && viewer > 0,
  });
}
