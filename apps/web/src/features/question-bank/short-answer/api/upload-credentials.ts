import { learningApi } from '../../../../lib/api';
import type { PresignedUpload, UploadCredentials } from './types';

/** POST stsFile/getSecurityToken — short-lived credentials for this user's upload folder. */
export function fetchUploadCredentials(): Promise<UploadCredentials> {
  return learningApi.post<UploadCredentials>('stsFile/getSecurityToken', undefined, {
    silent: true,
  });
}

export interface PresignInput {
  securityToken: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** POST stsFile/presign — where and how to PUT one picture, and its canonical address. */
export function presignUpload(input: PresignInput): Promise<PresignedUpload> {
  return learningApi.post<PresignedUpload>('stsFile/presign', input, { silent: true });
}
