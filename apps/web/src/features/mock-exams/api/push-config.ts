import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { SetMockPushSetting } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';
import { mockExamKeys, MOCK_EXAMS_KEY } from './keys';

/** POST config/pushConfig — turn my start reminder on or off. */
export function setPushSetting(input: BodyOf<typeof SetMockPushSetting>) {
  return learningApi.post<DataOf<typeof SetMockPushSetting>>('config/pushConfig', input);
}

export function useSetPushSetting(viewer: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPushSetting,
    onSuccess: (setting) => {
      queryClient.setQueryData(mockExamKeys.push(setting.mockExamId, viewer), setting);
      // myApplication.reminderEnabled on the contest page says the same.
      void queryClient.invalidateQueries({
        queryKey: [...MOCK_EXAMS_KEY, 'explain', setting.mockExamId],
      });
    },
  });
}
