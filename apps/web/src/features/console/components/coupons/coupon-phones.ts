import { COUPON_BATCH_MAX, ConsoleCouponMsg } from '@shangan/shared';

/** What separates pasted phones, as the server reads them: lines, spaces, commas, semicolons. */
const SEPARATORS = /[\s,，;；、]+/;
const PHONE = /^1\d{10}$/;
/** How much of a malformed entry the message quotes, as the server does. */
const QUOTED = 20;

export interface PastedPhones {
  /** The entries as pasted, in order, duplicates included. */
  entries: string[];
  /** The distinct ones, in the order first pasted. */
  phones: string[];
  /** What the server would refuse the list with, or null. */
  problem: string | null;
}

/**
 * A pasted phone list read as the server reads it (one per line, or separated by commas or
 * spaces): nothing at all, a malformed entry (its place in the pasted order, from 1) or more
 * distinct phones than one batch may name refuse it, with the server's messages.
 */
export function readPhones(text: string): PastedPhones {
  const entries = text.split(SEPARATORS).filter(Boolean);
  const phones = [...new Set(entries)];
  let problem: string | null = null;
  if (entries.length === 0) problem = ConsoleCouponMsg.phonesRequired;
  else {
    const wrong = entries.findIndex((entry) => !PHONE.test(entry));
    if (wrong >= 0) {
      problem = ConsoleCouponMsg.phoneInvalid(wrong + 1, entries[wrong]!.slice(0, QUOTED));
    } else if (phones.length > COUPON_BATCH_MAX) problem = ConsoleCouponMsg.phonesTooMany;
  }
  return { entries, phones, problem };
}
