import type { S3Config } from '../../config/env.ts';
import { presignUrl } from './sigv4.ts';
import { isObjectKey, type ObjectHead, type StorageProvider } from './storage-provider.ts';

/**
 * An S3-compatible store (AWS S3, MinIO, Aliyun OSS in S3 mode …). The browser uploads with a
 * presigned PUT and reads with presigned GETs; the server itself only checks objects (HEAD and
 * a ranged GET of the first bytes) and deletes refused ones, through presigned URLs as well.
 */
export function createS3Storage(config: S3Config): StorageProvider {
  const credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
  };
  const endpoint = new URL(config.endpoint);
  const base = config.forcePathStyle
    ? `${endpoint.origin}/${config.bucket}/`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}/`;
  const objectUrl = (key: string) => `${base}${key}`;
  // Server-side checks need seconds, not the browser's minutes.
  const presign = (method: string, key: string, ttl = 60, headers?: Record<string, string>) =>
    presignUrl(credentials, {
      method,
      url: objectUrl(key),
      expiresInSeconds: ttl,
      ...(headers ? { headers } : {}),
    });

  return {
    name: 's3',
    bucket: config.bucket,
    region: config.region,
    presignUpload(key, contentType, size, ttlSeconds) {
      return {
        // A signed Content-Length: the store refuses a body of any other size.
        url: presign('PUT', key, ttlSeconds, {
          'content-type': contentType,
          'content-length': String(size),
        }),
        method: 'PUT',
        headers: { 'Content-Type': contentType },
      };
    },
    presignRead(key, ttlSeconds) {
      return presign('GET', key, ttlSeconds);
    },
    async head(key): Promise<ObjectHead | null> {
      if (!isObjectKey(key)) return null;
      const head = await fetch(presign('HEAD', key), { method: 'HEAD' });
      if (head.status === 404) return null;
      if (!head.ok) throw new Error(`S3 HEAD ${key} answered ${head.status}`);
      const size = Number(head.headers.get('content-length') ?? 0);
      if (size === 0) return { size, firstBytes: Buffer.alloc(0) };
      const get = await fetch(presign('GET', key), { headers: { range: 'bytes=0-15' } });
      if (get.status === 404) return null;
      if (!get.ok) throw new Error(`S3 GET ${key} answered ${get.status}`);
      return { size, firstBytes: Buffer.from(await get.arrayBuffer()).subarray(0, 16) };
    },
    async delete(key) {
      if (!isObjectKey(key)) return;
      const res = await fetch(presign('DELETE', key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
    },
    canonicalUrl(key) {
      return objectUrl(key);
    },
    keyOfUrl(url) {
      if (!url.startsWith(base)) return null;
      const key = url.slice(base.length);
      return isObjectKey(key) ? key : null;
    },
  };
}
