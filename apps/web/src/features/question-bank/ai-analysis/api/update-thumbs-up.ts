import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { UpdateThumbsUp } from '@shangan/shared/contracts/ai-analysis';
import { learningApi } from '../../../../lib/api';

/** POST aigc/updateThumbsUp — rates an explanation once (1 很满意, 0 不太好); then it is locked. */
export function updateThumbsUp(id: number, thumbsUp: BodyOf<typeof UpdateThumbsUp>['thumbsUp']) {
  return learningApi.post<DataOf<typeof UpdateThumbsUp>>(
    'aigc/updateThumbsUp',
    { id, thumbsUp },
    { silent: true },
  );
}
