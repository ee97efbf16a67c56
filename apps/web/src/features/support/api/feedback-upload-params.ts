import type { DataOf } from '@shangan/shared/contracts';
import type { GetFeedbackUploadParams } from '@shangan/shared/contracts/feedback';
import { mainApi } from '../../../lib/api';
import { createPictureUploader } from '../../../lib/uploads/upload-picture';

/**
 * GET /pc/feedback/uploadParams — short-lived credentials for this member's screenshot folder;
 * each screenshot then goes through the shared presign + PUT.
 */
export function fetchFeedbackUploadParams() {
  return mainApi.get<DataOf<typeof GetFeedbackUploadParams>>('/pc/feedback/uploadParams', {
    silent: true,
  });
}

/** Uploads one checked screenshot and resolves with the canonical address the feedback names. */
export const uploadFeedbackScreenshot = createPictureUploader(fetchFeedbackUploadParams);
