import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { UnlockLecture } from '@shangan/shared/contracts/video-teaching/cards';
import { learningApi } from '../../../lib/api';
import { LECTURES_KEY } from './keys';

/** POST videoTeaching/unlock — spends a card (the one named, or the first to expire). */
export function unlockLecture(
  lectureId: number,
  cardId?: number,
): Promise<DataOf<typeof UnlockLecture>> {
  return learningApi.post<DataOf<typeof UnlockLecture>>('videoTeaching/unlock', {
    lectureId,
    ...(cardId ? { cardId } : {}),
  });
}

/** The refusal (no card, expired card …) is shown by the client as the server words it. */
export function useUnlockLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lectureId, cardId }: { lectureId: number; cardId?: number }) =>
      unlockLecture(lectureId, cardId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LECTURES_KEY }),
  });
}
