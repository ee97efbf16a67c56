import crypto from 'node:crypto';
import { ANSWER_PICTURE_EXTENSIONS, ApiCode, sniffPicture } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { hmacHex } from '../../lib/crypto.ts';
import { UPLOAD_PREFIX, type LocalStorageProvider } from '../../providers/storage/index.ts';
import type { ShortAnswerContext } from './context.ts';
import { DAILY_UPLOADS_PER_USER, SA_MSG, tooLargeMessage } from './messages.ts';
import {
  countUploadsSince,
  findGrantValidAfter,
  findUploadByKey,
  findUploadsOf,
  hasGrant,
  insertGrant,
  insertPendingUpload,
  markUploadRejected,
  markUploadVerified,
} from './upload.repository.ts';

/**
 * Picture uploads: scoped credentials for one directory, a presigned upload per picture, the
 * byte check that lets only jpg, png and gif through, and signed read URLs. The credential is
 * our own HMAC token binding the user, the directory and the expiry; the access key pair in it
 * is derived from that token, never the store's real secret.
 */
const CONTENT_TYPES: Record<string, string> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
};

export async function issueCredentials(ctx: ShortAnswerContext, userId: number) {
  const { dir, expiresAt } = await grantFor(ctx, userId);
  const securityToken = signToken(ctx.config.appSecret, { u: userId, d: dir, e: expiresAt });
  return {
    accessKeyId: `STS.${hmacHex(ctx.config.appSecret, `sts-id:${dir}`).slice(0, 24)}`,
    accessKeySecret: hmacHex(ctx.config.appSecret, `sts-secret:${securityToken}`).slice(0, 40),
    bucket: ctx.storage.bucket,
    regionId: ctx.storage.region,
    securityToken,
    expiration: expiresAt,
    dir,
    maxBytes: ctx.config.storage.maxBytes,
    accept: [...ANSWER_PICTURE_EXTENSIONS],
    provider: ctx.storage.name,
  };
}

/**
 * The user's grant with more than half its life left, or a new one: every answer screen asks
 * for credentials, and a row per ask would pile up.
 */
async function grantFor(ctx: ShortAnswerContext, userId: number) {
  const now = Date.now();
  const ttlMs = ctx.config.storage.tokenTtlSeconds * 1000;
  const reusable = await findGrantValidAfter(
    ctx.db,
    userId,
    new Date(now + ttlMs / 2).toISOString(),
  );
  if (reusable) return { dir: reusable.dir, expiresAt: reusable.expires_at };
  const dir = `${UPLOAD_PREFIX}${now}/${crypto.randomBytes(8).toString('hex')}/`;
  const expiresAt = new Date(now + ttlMs).toISOString();
  await insertGrant(ctx.db, { userId, dir, expiresAt, now: new Date(now).toISOString() });
  return { dir, expiresAt };
}

interface TokenClaims {
  u: number;
  d: string;
  e: string;
}

function signToken(secret: string, claims: TokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${hmacHex(secret, `sts-token:${body}`)}`;
}

/** The directory a token grants this user, or the 'expired' refusal for anything else. */
async function grantedDir(ctx: ShortAnswerContext, userId: number, token: string): Promise<string> {
  const [body = '', sig = ''] = token.split('.');
  const expected = Buffer.from(hmacHex(ctx.config.appSecret, `sts-token:${body}`), 'hex');
  const given = Buffer.from(sig, 'hex');
  const refuse = () => new ApiError(ApiCode.BAD_REQUEST, SA_MSG.tokenExpired);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw refuse();
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    throw refuse();
  }
  if (claims.u !== userId || !(Date.parse(claims.e) > Date.now())) throw refuse();
  if (!(await hasGrant(ctx.db, userId, claims.d))) throw refuse();
  return claims.d;
}

export interface PresignRequest {
  securityToken: string;
  fileName: string;
  contentType: string;
  size: number;
}

export async function presignUpload(
  ctx: ShortAnswerContext,
  userId: number,
  input: PresignRequest,
) {
  const dir = await grantedDir(ctx, userId, input.securityToken);
  const ext = /\.([A-Za-z0-9]+)$/.exec(input.fileName.trim())?.[1]?.toLowerCase() ?? '';
  const contentType = CONTENT_TYPES[input.contentType.trim().toLowerCase()];
  if (!(ANSWER_PICTURE_EXTENSIONS as readonly string[]).includes(ext) || !contentType) {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badType);
  }
  if (input.size > ctx.config.storage.maxBytes) {
    throw new ApiError(ApiCode.BAD_REQUEST, tooLargeMessage(ctx.config.storage.maxBytes));
  }
  if (input.size < 1) throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badType);
  const since = new Date(Date.now() - 24 * 3600_000).toISOString();
  const recent = await countUploadsSince(ctx.db, userId, since);
  if (recent >= DAILY_UPLOADS_PER_USER) {
    throw new ApiError(ApiCode.TOO_MANY_REQUESTS, SA_MSG.tooManyUploads);
  }
  const key = `${dir}${crypto.randomBytes(12).toString('hex')}.${ext}`;
  await insertPendingUpload(ctx.db, {
    userId,
    key,
    contentType,
    declaredSize: input.size,
    now: new Date().toISOString(),
  });
  const upload = ctx.storage.presignUpload(
    key,
    contentType,
    input.size,
    ctx.config.storage.tokenTtlSeconds,
  );
  return {
    uploadUrl: upload.url,
    method: upload.method,
    headers: upload.headers,
    key,
    url: ctx.storage.canonicalUrl(key),
  };
}

/**
 * The local store's upload target: the signature is the credential. Like an S3 presigned PUT,
 * it takes only the Content-Type and the exact size declared at presign; and the bytes must be
 * a jpg, png or gif whatever the name said. Nothing is written otherwise.
 */
export async function acceptLocalUpload(
  ctx: ShortAnswerContext,
  storage: LocalStorageProvider,
  input: { key: string; expires: number; sig: string; body: Buffer; contentType: string },
) {
  if (!storage.verify('put', input.key, input.expires, input.sig)) {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.tokenExpired);
  }
  const upload = await findUploadByKey(ctx.db, input.key);
  if (!upload || upload.status !== 'pending') {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.tokenExpired);
  }
  if (input.body.length > ctx.config.storage.maxBytes) {
    throw new ApiError(ApiCode.BAD_REQUEST, tooLargeMessage(ctx.config.storage.maxBytes));
  }
  const declaredType = CONTENT_TYPES[input.contentType.split(';')[0]!.trim().toLowerCase()];
  if (declaredType !== upload.content_type) {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badType);
  }
  const type = sniffPicture(input.body);
  if (!type) throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badType);
  if (input.body.length !== upload.declared_size) {
    throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.sizeMismatch);
  }
  await storage.write(input.key, input.body);
  await markUploadVerified(ctx.db, upload.id, {
    contentType: type,
    size: input.body.length,
    now: new Date().toISOString(),
  });
  return { url: storage.canonicalUrl(input.key) };
}

/**
 * Checks the pictures of an answer: each must be a canonical URL of this store naming an
 * upload of this user whose bytes were seen to be an image. Uploads to S3 are still pending
 * after the browser's PUT; their first bytes are read now. With `recheck` (at hand-in) S3
 * objects already verified are read again: their upload URL may still be valid and have been
 * used since. Returns the URLs, duplicates dropped.
 */
export async function checkAnswerPictures(
  ctx: ShortAnswerContext,
  userId: number,
  urls: string[],
  options: { recheck?: boolean } = {},
): Promise<string[]> {
  const unique = [...new Set(urls)];
  const keys = unique.map((url) => ctx.storage.keyOfUrl(url));
  if (keys.some((key) => key === null)) throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badUrl);
  if (keys.length === 0) return [];
  const rows = await findUploadsOf(ctx.db, userId, keys as string[]);
  const byKey = new Map(rows.map((row) => [row.object_key, row]));
  for (const key of keys as string[]) {
    const row = byKey.get(key);
    if (!row || row.status === 'rejected') throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badUrl);
    // The local store verifies on arrival and refuses a second PUT to the same key.
    if (ctx.storage.name === 'local') {
      if (row.status === 'verified') continue;
      // A pending local upload never arrived.
      throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badUrl);
    }
    if (row.status === 'verified' && !options.recheck) continue;
    await verifyRemoteUpload(ctx, row.id, key, row.declared_size);
  }
  return unique;
}

async function verifyRemoteUpload(
  ctx: ShortAnswerContext,
  uploadId: number,
  key: string,
  declaredSize: number,
) {
  const head = await ctx.storage.head(key);
  if (!head) throw new ApiError(ApiCode.BAD_REQUEST, SA_MSG.badUrl);
  const type = sniffPicture(head.firstBytes);
  const tooLarge = head.size > ctx.config.storage.maxBytes;
  // The signed Content-Length fixes the size; a store that ignored it is caught here.
  if (!type || tooLarge || head.size !== declaredSize) {
    await ctx.storage.delete(key);
    await markUploadRejected(ctx.db, uploadId, head.size);
    throw new ApiError(
      ApiCode.BAD_REQUEST,
      tooLarge ? tooLargeMessage(ctx.config.storage.maxBytes) : SA_MSG.badType,
    );
  }
  await markUploadVerified(ctx.db, uploadId, {
    contentType: type,
    size: head.size,
    now: new Date().toISOString(),
  });
}

/** A stored JSON list of picture addresses; anything else (a hand-edited row) is no pictures. */
export function parsePictureList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Signed read URLs, in the same order; only for payloads of people allowed to see them. */
export function previewUrls(ctx: ShortAnswerContext, urls: string[]): string[] {
  return urls.map((url) => {
    const key = ctx.storage.keyOfUrl(url);
    return key ? ctx.storage.presignRead(key, ctx.config.storage.readUrlTtlSeconds) : '';
  });
}
