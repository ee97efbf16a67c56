import { isApiError } from '../../../../lib/api';
import { fetchUploadCredentials, presignUpload } from '../api/upload-credentials';
import type { UploadCredentials } from '../types';

export const UPLOAD_FAILED = '上传图片失败';

/** An upload refused or broken on the way; `message` is what the learner is shown. */
export class UploadError extends Error {}

let cached: UploadCredentials | null = null;

/** Credentials are reused until a minute before they expire, then asked for again. */
async function credentials(): Promise<UploadCredentials> {
  if (cached && Date.parse(cached.expiration) - Date.now() > 60_000) return cached;
  cached = await fetchUploadCredentials();
  return cached;
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

/**
 * Uploads one checked picture: credentials → presign → PUT the bytes to the given address.
 * Resolves with the canonical address to store in the answer.
 */
export async function uploadPicture(file: File, contentType: string): Promise<string> {
  try {
    let creds = await credentials();
    let target;
    try {
      target = await presignUpload({
        securityToken: creds.securityToken,
        fileName: file.name,
        contentType,
        size: file.size,
      });
    } catch (error) {
      // An expired credential: ask once more for a fresh one.
      if (!isApiError(error) || !error.message.includes('过期')) throw error;
      cached = null;
      creds = await credentials();
      target = await presignUpload({
        securityToken: creds.securityToken,
        fileName: file.name,
        contentType,
        size: file.size,
      });
    }
    const response = await fetch(target.uploadUrl, {
      method: target.method,
      headers: target.headers,
      body: file,
    });
    await readPutResponse(response);
    return target.url;
  } catch (error) {
    throw new UploadError(describe(error));
  }
}
