import type { DataOf } from '@shangan/shared/contracts';
import type { GetHomeworkUploadParams } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { createPictureUploader } from '../../../lib/uploads/upload-picture';

/**
 * GET /app/ali/getOssParamsWithSts — short-lived credentials for this learner's homework photo
 * folder; the photo then goes through the shared presign + PUT.
 */
export function fetchHomeworkUploadParams() {
  return mainApi.get<DataOf<typeof GetHomeworkUploadParams>>('/app/ali/getOssParamsWithSts', {
    silent: true,
  });
}

/** Uploads one prepared photo and resolves with the canonical address the answer stores. */
export const uploadHomeworkPhoto = createPictureUploader(fetchHomeworkUploadParams);
