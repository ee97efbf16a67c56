import crypto from 'node:crypto';
import { API_PREFIX } from '@shangan/shared';
import { hmacHex } from '../../lib/crypto.ts';

/**
 * A document lesson's file (讲义) is reachable only through a short-lived signed address, handed
 * out with the outline to those who may open the lesson; a copied link stops working after
 * DOCUMENT_URL_TTL_SECONDS. The address carries no session because a new tab or a PDF viewer
 * opening it would not send one.
 */
export const DOCUMENT_URL_TTL_SECONDS = 30 * 60;

export type DocumentSigner = (lessonId: number) => string;

export function documentSigner(secret: string, now = Date.now()): DocumentSigner {
  const expires = Math.floor(now / 1000) + DOCUMENT_URL_TTL_SECONDS;
  return (lessonId) => {
    const sign = hmacHex(secret, `course-document:${lessonId}:${expires}`);
    return `${API_PREFIX.main}/pc/courses/documents/${lessonId}?expires=${expires}&sign=${sign}`;
  };
}

export function verifyDocumentSignature(
  secret: string,
  lessonId: number,
  expires: number,
  sign: string,
  now = Date.now(),
): boolean {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(hmacHex(secret, `course-document:${lessonId}:${expires}`), 'hex');
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
