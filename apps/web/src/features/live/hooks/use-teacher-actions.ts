import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LivePublish } from '@shangan/shared/contracts/live';
import { LIVE_KEY, liveKeys } from '../api/keys';
import type { LiveTeaching } from '../api/live-teaching';
import { endLiveSession, resetLiveStreamKey } from '../api/teacher-actions';

/** 更换密钥: the new settings replace the old in the teacher's list at once. */
export function useResetStreamKey(viewer: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetLiveStreamKey,
    onSuccess: (publish: LivePublish, sessionId: number) => {
      client.setQueryData<LiveTeaching>(liveKeys.teaching(viewer), (data) =>
        data
          ? {
              list: data.list.map((item) => (item.id === sessionId ? { ...item, publish } : item)),
            }
          : data,
      );
    },
  });
}

/** 结束直播: every list and room shows the new state. */
export function useEndLiveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endLiveSession,
    onSuccess: () => void client.invalidateQueries({ queryKey: LIVE_KEY }),
  });
}
