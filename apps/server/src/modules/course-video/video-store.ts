import fs from 'node:fs';
import type { LocalStorageProvider, StorageProvider } from '../../providers/storage/index.ts';

/** Presigned reads of the store live seconds: the player follows the redirect at once. */
const REDIRECT_TTL_SECONDS = 60;

/**
 * Packaged videos in the site's object store (local files, or S3-compatible): the server writes
 * them, and serves a segment either from the local file or by redirecting to a presigned GET.
 */
export interface VideoStore {
  readonly name: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object as text, or null when there is none. */
  getText(key: string): Promise<string | null>;
  /** Where a segment's bytes are read: a local file, or a short-lived presigned URL. */
  locate(key: string): Promise<{ file: string } | { url: string } | null>;
}

export function videoStore(storage: StorageProvider): VideoStore {
  if (storage.name === 'local') {
    const local = storage as LocalStorageProvider;
    return {
      name: 'local',
      put: (key, bytes) => local.write(key, bytes),
      async getText(key) {
        const file = await local.fileOf(key);
        return file ? fs.promises.readFile(file, 'utf8') : null;
      },
      async locate(key) {
        const file = await local.fileOf(key);
        return file ? { file } : null;
      },
    };
  }
  return {
    name: 's3',
    async put(key, bytes, contentType) {
      // The store checks the signed type and length; the server is the only writer of videos.
      const upload = storage.presignUpload(key, contentType, bytes.length, REDIRECT_TTL_SECONDS);
      const res = await fetch(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(bytes),
      });
      if (!res.ok) throw new Error(`object store PUT ${key} answered ${res.status}`);
    },
    async getText(key) {
      const res = await fetch(storage.presignRead(key, REDIRECT_TTL_SECONDS));
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`object store GET ${key} answered ${res.status}`);
      return res.text();
    },
    async locate(key) {
      return { url: storage.presignRead(key, REDIRECT_TTL_SECONDS) };
    },
  };
}
