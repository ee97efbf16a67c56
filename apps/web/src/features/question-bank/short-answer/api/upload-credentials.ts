import type { DataOf } from '@shangan/shared/contracts';
import type { GetUploadCredentials } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../../lib/api';

/** POST stsFile/getSecurityToken — short-lived credentials for this user's upload folder. */
export function fetchUploadCredentials() {
  return learningApi.post<DataOf<typeof GetUploadCredentials>>(
    'stsFile/getSecurityToken',
    undefined,
    { silent: true },
  );
}
