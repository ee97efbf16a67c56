import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@shangan/shared';
import {
  isObjectKey,
  isVideoObjectKey,
  type ObjectHead,
  type StorageProvider,
} from './storage-provider.ts';

/**
 * Files under a directory (data/uploads by default), written and read through our own signed
 * URLs (HMAC with APP_SECRET and an expiry) on the learning API: the offline default.
 */
export interface LocalStorageProvider extends StorageProvider {
  readonly name: 'local';
  /** True when the signature of an upload or read URL is ours and has not expired. */
  verify(purpose: 'put' | 'get', key: string, expires: number, sig: string): boolean;
  /** Writes atomically: a reader sees the whole file or none, even after a crash. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** The file's path, or null when absent. */
  fileOf(key: string): Promise<string | null>;
}

const CANONICAL_PREFIX = 'local://uploads/';

export function createLocalStorage(options: { dir: string; secret: string }): LocalStorageProvider {
  const root = path.resolve(options.dir);
  const sign = (purpose: string, key: string, expires: number) =>
    crypto
      .createHmac('sha256', options.secret)
      .update(`storage:${purpose}:${key}:${expires}`)
      .digest('hex');
  const signed = (route: string, purpose: 'put' | 'get', key: string, ttlSeconds: number) => {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    const query = new URLSearchParams({
      key,
      expires: String(expires),
      sig: sign(purpose, key, expires),
    });
    return `${API_PREFIX.learning}/stsFile/${route}?${query.toString()}`;
  };
  // Keys are checked against a strict pattern before they become paths: nothing escapes root.
  // Signed URLs stay for pictures only; packaged videos are written and read by the server.
  const isStored = (key: string) => isObjectKey(key) || isVideoObjectKey(key);
  const pathOf = (key: string) => {
    if (!isStored(key)) throw new Error(`not an object key: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  return {
    name: 'local',
    bucket: 'local',
    region: 'local',
    // The size is checked on arrival (the upload route's body limit and the declared size).
    presignUpload(key, contentType, _size, ttlSeconds) {
      return {
        url: signed('upload', 'put', key, ttlSeconds),
        method: 'PUT',
        headers: { 'Content-Type': contentType },
      };
    },
    presignRead(key, ttlSeconds) {
      return signed('object', 'get', key, ttlSeconds);
    },
    verify(purpose, key, expires, sig) {
      if (!isObjectKey(key) || !Number.isInteger(expires) || expires * 1000 < Date.now())
        return false;
      const expected = Buffer.from(sign(purpose, key, expires), 'hex');
      const given = Buffer.from(sig, 'hex');
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
    async write(key, bytes) {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      const handle = await fs.promises.open(temp, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(temp, file);
      // The rename itself is durable only once the directory is synced.
      const dir = await fs.promises.open(path.dirname(file), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    },
    async fileOf(key) {
      if (!isStored(key)) return null;
      const file = pathOf(key);
      return fs.existsSync(file) ? file : null;
    },
    async head(key): Promise<ObjectHead | null> {
      if (!isStored(key)) return null;
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(key), 'r');
      } catch {
        return null;
      }
      try {
        const { size } = await handle.stat();
        const firstBytes = Buffer.alloc(Math.min(16, size));
        await handle.read(firstBytes, 0, firstBytes.length, 0);
        return { size, firstBytes };
      } finally {
        await handle.close();
      }
    },
    async delete(key) {
      if (!isStored(key)) return;
      await fs.promises.rm(pathOf(key), { force: true });
    },
    canonicalUrl(key) {
      return `${CANONICAL_PREFIX}${key}`;
    },
    keyOfUrl(url) {
      if (!url.startsWith(CANONICAL_PREFIX)) return null;
      const key = url.slice(CANONICAL_PREFIX.length);
      return isObjectKey(key) ? key : null;
    },
  };
}
