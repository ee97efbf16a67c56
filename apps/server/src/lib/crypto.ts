import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^15, r=8, p=1: OWASP's scrypt baseline; about 50 ms and 32 MiB a hash here.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;
let hashCost: number = SCRYPT.N;

/**
 * For the test processes only (apps/server/test/cheap-password-hashing.ts): the suite registers
 * and logs in thousands of times, and at full cost those hashes were minutes of CPU on the
 * 2-core CI machine. Stored hashes carry their own N, so verification is unaffected either way.
 */
export function lowerPasswordHashCostForTests(n: number): void {
  hashCost = n;
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...SCRYPT, N: hashCost });
  return [
    'scrypt',
    hashCost,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A session token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function hmacHex(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('hex');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => crypto.randomInt(0, 10)).join('');
}

export function randomCode(length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'): string {
  return Array.from({ length }, () => alphabet[crypto.randomInt(0, alphabet.length)]).join('');
}
