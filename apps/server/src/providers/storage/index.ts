import type { AppConfig } from '../../config/env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageProvider } from './storage-provider.ts';

/** The configured store: S3 when STORAGE_PROVIDER=s3, else files under the local directory. */
export function createStorageProvider(config: AppConfig): StorageProvider {
  if (config.storage.provider === 's3' && config.storage.s3)
    return createS3Storage(config.storage.s3);
  return createLocalStorage({ dir: config.storage.localDir, secret: config.appSecret });
}

export type { LocalStorageProvider } from './local-storage.ts';
export * from './storage-provider.ts';
