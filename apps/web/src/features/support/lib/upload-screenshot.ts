import { Msg } from '@shangan/shared';
import { preparePhoto } from '../../../lib/uploads/compress-photo';
import { checkPicture } from '../../../lib/uploads/picture-check';
import { UploadError } from '../../../lib/uploads/upload-picture';
import { uploadFeedbackScreenshot } from '../api/feedback-upload-params';

/**
 * A screenshot as it goes up: at most 1600 px on the long side, a small one as it is; checked by
 * its bytes. Resolves with the canonical address the feedback names, and the file sent (for a
 * preview); rejects with an UploadError whose message says why.
 */
export async function uploadScreenshot(file: File): Promise<{ url: string; sent: File }> {
  let prepared = file;
  try {
    prepared = await preparePhoto(file);
  } catch {
    // A picture this browser cannot redraw goes as it is, if its bytes say it is a picture.
  }
  const verdict = await checkPicture(prepared);
  if (!verdict.ok) throw new UploadError(verdict.message ?? Msg.pictureType);
  return { url: await uploadFeedbackScreenshot(prepared, verdict.contentType), sent: prepared };
}
