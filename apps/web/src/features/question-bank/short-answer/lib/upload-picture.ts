import { createPictureUploader } from '../../../../lib/uploads/upload-picture';
import { fetchUploadCredentials } from '../api/upload-credentials';

export { UPLOAD_FAILED, UploadError } from '../../../../lib/uploads/upload-picture';

/**
 * Uploads one checked picture of a short answer with the short-answer credentials (the shared
 * presign + PUT flow); resolves with the canonical address to store in the answer.
 */
export const uploadPicture = createPictureUploader(fetchUploadCredentials);
