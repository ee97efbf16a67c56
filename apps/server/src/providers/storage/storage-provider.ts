/**
 * Object storage for answer pictures. One interface, two adapters: `local` keeps the
 * files under a directory and signs its own URLs; `s3` speaks to any S3-compatible store with
 * SigV4 presigned URLs. Either way the browser sends the bytes straight to the upload URL and
 * reads them only through short-lived signed URLs the server hands to people allowed to see them.
 */
export interface PresignedUpload {
  url: string;
  method: 'PUT';
  /**
   * Headers the upload must carry exactly (they are part of the signature). Content-Length is
   * signed too but not listed: browsers set it from the body and refuse to have it set.
   */
  headers: Record<string, string>;
}

export interface ObjectHead {
  size: number;
  /** The first bytes of the object, for the magic-byte check. */
  firstBytes: Buffer;
}

export interface StorageProvider {
  readonly name: 'local' | 's3';
  readonly bucket: string;
  readonly region: string;
  /** `size` is signed where the store can enforce it (S3's Content-Length). */
  presignUpload(
    key: string,
    contentType: string,
    size: number,
    ttlSeconds: number,
  ): PresignedUpload;
  presignRead(key: string, ttlSeconds: number): string;
  /** The object's size and first bytes, or null when there is no such object. */
  head(key: string): Promise<ObjectHead | null>;
  delete(key: string): Promise<void>;
  /** The address stored in an answer. It names the object; it reads nothing by itself. */
  canonicalUrl(key: string): string;
  /** The key a canonical URL of this store names, or null when it is not one. */
  keyOfUrl(url: string): string | null;
}

/** Every uploaded object lives under this prefix, the directory clients expect. */
export const UPLOAD_PREFIX = 'web/questionBankWeb/';

/** web/questionBankWeb/{ms timestamp}/{16 hex}/{file}; the file name is ours, never the user's. */
export const OBJECT_KEY =
  /^web\/questionBankWeb\/\d{13}\/[0-9a-f]{16}\/[0-9a-f]{24}\.(jpg|jpeg|png|gif)$/;

export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}

/**
 * Packaged lesson videos: video/{vid}/{package}/index.m3u8 and its segments s0000.ts …, written
 * by the server itself (never uploaded by a browser) and read through the video module's own
 * checked routes, so they are no answer picture: keyOfUrl and the picture routes refuse them.
 */
export const VIDEO_OBJECT_KEY = /^video\/[0-9a-f]{32}\/[0-9a-f]{16}\/(index\.m3u8|s\d{4}\.ts)$/;

export function isVideoObjectKey(key: string): boolean {
  return VIDEO_OBJECT_KEY.test(key);
}

export function mimeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return ext === 'png' ? 'image/png' : ext === 'gif' ? 'image/gif' : 'image/jpeg';
}
