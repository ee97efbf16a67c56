import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { GetUploadCredentials, PresignUpload } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../../lib/api';

/** POST stsFile/getSecurityToken — short-lived credentials for this user's upload folder. */
export function fetchUploadCredentials() {
  return learningApi.post<DataOf<typeof GetUploadCredentials>>(
    'stsFile/getSecurityToken',
    undefined,
    { silent: true },
  );
}

/** POST stsFile/presign — where and how to PUT one picture, and its canonical address. */
export function presignUpload(input: BodyOf<typeof PresignUpload>) {
  return learningApi.post<DataOf<typeof PresignUpload>>('stsFile/presign', input, {
    silent: true,
  });
}
