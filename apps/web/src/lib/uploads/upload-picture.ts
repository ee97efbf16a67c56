import type { DataOf, BodyOf } from '@shangan/shared/contracts';
import type { PresignUpload, UploadCredentials } from '@shangan/shared/contracts/short-answer';
import { isApiError, learningApi } from '../api';

export type { UploadCredentials };

export const UPLOAD_FAILED = '上传图片失败';

/** An upload refused or broken on the way; `message` is what the learner is shown. */
export class UploadError extends Error {}

/** A picture ready to send: checked, with a name whose extension matches its bytes. */
export type UploadFile = Blob & { name: string };

/**
 * POST stsFile/presign (learning API) — where and how to PUT one picture, and its canonical
 * address. Every upload credential, whichever endpoint issued it, is presigned here.
 */
export function presignUpload(input: BodyOf<typeof PresignUpload>) {
  return learningApi.post<DataOf<typeof PresignUpload>>('stsFile/presign', input, {
    silent: true,
  });
}

/** The server's message is worth showing when it says why (type, size); otherwise ours. */
function describe(error: unknown): string {
  const detail = isApiError(error) || error instanceof UploadError ? error.message : '';
  return detail && detail !== UPLOAD_FAILED ? `${UPLOAD_FAILED}：${detail}` : UPLOAD_FAILED;
}

/** Reads the envelope a local-storage PUT answers with; S3 answers 200 with no envelope. */
async function readPutResponse(response: Response): Promise<void> {
  const text = await response.text().catch(() => '');
  let msg = '';
  let code = response.ok ? 200 : response.status;
  try {
    const body = JSON.parse(text) as { code?: number; msg?: string };
    if (typeof body.code === 'number') code = body.code;
    if (typeof body.msg === 'string') msg = body.msg;
  } catch {
    // not JSON: S3's empty 200 or an XML error
  }
  if (!response.ok || code !== 200) throw new UploadError(msg || UPLOAD_FAILED);
}

/** Uploads one checked picture and resolves with the canonical address to store. */
export type PictureUploader = (file: UploadFile, contentType: string) => Promise<string>;

/**
 * An uploader for pictures whose credentials come from `fetchCredentials` (each area asks its
 * own endpoint, which decides the folder): credentials → presign → PUT the bytes to the given
 * address. Credentials are reused until a minute before they expire, and an expired one met on
 * the way is replaced once.
 */
export function createPictureUploader(
  fetchCredentials: () => Promise<UploadCredentials>,
): PictureUploader {
  let cached: UploadCredentials | null = null;

  const credentials = async (): Promise<UploadCredentials> => {
    if (cached && Date.parse(cached.expiration) - Date.now() > 60_000) return cached;
    cached = await fetchCredentials();
    return cached;
  };

  return async (file, contentType) => {
    try {
      const target = async () => {
        const creds = await credentials();
        return presignUpload({
          securityToken: creds.securityToken,
          fileName: file.name,
          contentType,
          size: file.size,
        });
      };
      let presigned;
      try {
        presigned = await target();
      } catch (error) {
        // An expired credential: ask once more for a fresh one.
        if (!isApiError(error) || !error.message.includes('过期')) throw error;
        cached = null;
        presigned = await target();
      }
      const response = await fetch(presigned.uploadUrl, {
        method: presigned.method,
        headers: presigned.headers,
        body: file,
      });
      await readPutResponse(response);
      return presigned.url;
    } catch (error) {
      throw new UploadError(describe(error));
    }
  };
}
