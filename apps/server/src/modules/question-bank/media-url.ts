import { API_PREFIX } from '@shangan/shared';
import { hmacHex } from '../../lib/crypto.ts';
import crypto from 'node:crypto';

/**
 * Analysis videos and audio are reachable only through short-lived signed URLs, handed out
 * with an answer the learner may see; a copied link stops working after the configured time.
 */
export function signMediaUrl(
  secret: string,
  mediaId: number,
  ttlSeconds: number,
  now = Date.now(),
) {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const sign = hmacHex(secret, `qb-media:${mediaId}:${expires}`);
  return {
    url: `${API_PREFIX.learning}/media/${mediaId}?expires=${expires}&sign=${sign}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export function verifyMediaSignature(
  secret: string,
  mediaId: number,
  expires: number,
  sign: string,
  now = Date.now(),
): boolean {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(hmacHex(secret, `qb-media:${mediaId}:${expires}`), 'hex');
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
