/**
 * Why a secret is too weak to sign sessions' SMS codes, payment pages and upload URLs with, or
 * null when it will do. Length alone is not enough: 32 copies of one character, a keyboard run
 * or a well-known sample string are long and guessable.
 */
export const DEVELOPMENT_SECRET = 'shangan-development-secret-not-for-production';

const KNOWN_WORDS = ['secret', 'password', 'passwd', 'changeme', 'example', 'shangan', 'default'];
const MIN_LENGTH = 32;
/** Estimated from the secret's own character frequencies; 32 random base64 characters give ~150. */
const MIN_BITS = 96;

export function weakSecretReason(secret: string): string | null {
  if (secret.length < MIN_LENGTH) return `shorter than ${MIN_LENGTH} characters`;
  const lower = secret.toLowerCase();
  if (secret === DEVELOPMENT_SECRET) return 'it is the development default';
  const word = KNOWN_WORDS.find((known) => lower.includes(known));
  if (word) return `it contains the word "${word}"`;
  if (/(.{8,}).*\1/s.test(secret)) return 'it repeats a part of itself';
  if (hasRun(secret, 6)) return 'it contains a run of consecutive characters';
  const bits = estimatedBits(secret);
  if (bits < MIN_BITS) return `too little randomness (about ${Math.round(bits)} bits)`;
  return null;
}

/** Length × the Shannon entropy of the character distribution: a generous upper estimate. */
function estimatedBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/** `length` characters in a row each one code point above (or below) the one before. */
function hasRun(secret: string, length: number): boolean {
  let up = 1;
  let down = 1;
  for (let i = 1; i < secret.length; i++) {
    const step = secret.charCodeAt(i) - secret.charCodeAt(i - 1);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    if (up >= length || down >= length) return true;
  }
  return false;
}
