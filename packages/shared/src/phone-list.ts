/**
 * A pasted list of phones (coupons, experience cards handed out from the console), read the same
 * way by the console before sending and by the server: one per line, or separated by spaces,
 * commas, semicolons or 、.
 */

/** Distinct phones one hand-out may name. */
export const PHONE_LIST_MAX = 2000;

const SEPARATORS = /[\s,，;；、]+/;
const PHONE = /^1\d{10}$/;
/** How much of a malformed entry a message quotes. */
const QUOTED = 20;

export const PhoneListMsg = {
  required: '请填写要发放的手机号',
  tooMany: `一次最多发放给 ${PHONE_LIST_MAX} 个手机号`,
  invalid: (place: number, text: string) => `第 ${place} 个手机号格式不正确：${text}`,
} as const;

export interface PhoneList {
  /** The entries as pasted, in order, duplicates included. */
  entries: string[];
  /** The distinct ones, in the order first pasted. */
  phones: string[];
  /** Why the list is refused (nothing in it, a malformed entry by its place, too many), or null. */
  problem: string | null;
}

export function readPhoneList(text: string): PhoneList {
  const entries = text.split(SEPARATORS).filter(Boolean);
  const phones = [...new Set(entries)];
  let problem: string | null = null;
  if (entries.length === 0) problem = PhoneListMsg.required;
  else {
    const wrong = entries.findIndex((entry) => !PHONE.test(entry));
    if (wrong >= 0) problem = PhoneListMsg.invalid(wrong + 1, entries[wrong]!.slice(0, QUOTED));
    else if (phones.length > PHONE_LIST_MAX) problem = PhoneListMsg.tooMany;
  }
  return { entries, phones, problem };
}
