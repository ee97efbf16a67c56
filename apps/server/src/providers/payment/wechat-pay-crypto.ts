import crypto from 'node:crypto';

/**
 * The cryptography of WeChat Pay API v3: RSA-SHA256 request and response signatures over
 * newline-joined fields, and AES-256-GCM for the resource of a notification.
 */
export function signMessage(privateKey: crypto.KeyObject, parts: string[]): string {
  return crypto.sign('sha256', Buffer.from(parts.join('\n') + '\n'), privateKey).toString('base64');
}

export function verifyMessage(
  publicKey: crypto.KeyObject,
  parts: string[],
  signature: string,
): boolean {
  try {
    return crypto.verify(
      'sha256',
      Buffer.from(parts.join('\n') + '\n'),
      publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** The platform key may be configured as a public key or as the platform certificate. */
export function loadPublicKey(pem: string): crypto.KeyObject {
  return pem.includes('BEGIN CERTIFICATE')
    ? new crypto.X509Certificate(pem).publicKey
    : crypto.createPublicKey(pem);
}

const GCM_TAG_BYTES = 16;

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= GCM_TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** The gateway's side, used by tests and fakes: ciphertext ‖ tag, base64. */
export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  associatedData: string,
  nonce: string,
): EncryptedResource {
  const cipher = crypto.createCipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(nonce, 'utf8'),
  );
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: body.toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}

/** RFC 3339 in China time, as WeChat Pay's time_expire wants it. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19) + '+08:00';
}
