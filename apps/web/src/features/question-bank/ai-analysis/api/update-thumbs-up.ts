import { learningApi } from '../../../../lib/api';

/** POST aigc/updateThumbsUp — rates an explanation once (1 很满意, 0 不太好); then it is locked. */
export function updateThumbsUp(id: number, thumbsUp: 1 | 0): Promise<null> {
  return learningApi.post<null>('aigc/updateThumbsUp', { id, thumbsUp }, { silent: true });
}
