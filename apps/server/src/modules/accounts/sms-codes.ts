import { ApiCode, Msg, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@shangan/shared';
import type { SmsPurpose } from '@shangan/shared/contracts/accounts';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hmacHex, randomDigits } from '../../lib/crypto.ts';
import { DAY_MS, MINUTE_MS, isoAfter, isoNow } from '../../lib/time.ts';
import type { AccountsContext } from './accounts-context.ts';
import {
  countSendsFromIp,
  deleteSmsCode,
  findLatestUnusedCode,
  findSendTimes,
  insertSmsCode,
  markCodeUsed,
  spendTry,
} from './sms-codes.repository.ts';

export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;
export const SMS_MAX_WRONG_TRIES = 5;

/**
 * What a stored code serves: the one purpose it was asked for, or — for a code asked for without
 * a type, as the original site's clients send it — login and registration alike (the person may
 * not know yet whether the phone has an account). It never serves a password reset, a phone
 * change, binding a phone or a password change.
 */
export const LOGIN_OR_REGISTER = 'login_register';
export type CodeBinding = SmsPurpose | typeof LOGIN_OR_REGISTER;

/** The bindings a code may carry to be taken for `purpose`. */
function bindingsServing(purpose: SmsPurpose): CodeBinding[] {
  return purpose === 'login' || purpose === 'register' ? [purpose, LOGIN_OR_REGISTER] : [purpose];
}

/**
 * Issues a code for one purpose, or for login and registration when no purpose is named. Limits
 * (one send per phone per 60 s, daily caps per phone and per IP) are checked and the code
 * recorded in one transaction under a per-phone lock, so parallel requests cannot slip past
 * them; the gateway is called after the commit so a slow gateway never holds the database.
 */
export async function sendSmsCode(
  ctx: AccountsContext,
  input: { phone: string; purpose: SmsPurpose | undefined; ip: string },
): Promise<string> {
  const limits = ctx.config.sms;
  const binding: CodeBinding = input.purpose ?? LOGIN_OR_REGISTER;
  const code = randomDigits(SMS_CODE_LENGTH);
  const codeId = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, `sms:${input.phone}`);
    const now = new Date();
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    const sent = await findSendTimes(trx, input.phone, dayAgo);
    const last = sent[0];
    if (last && now.getTime() - Date.parse(last) < SMS_RESEND_SECONDS * 1000) {
      throw new ApiError(
        ApiCode.TOO_MANY_REQUESTS,
        `验证码发送过于频繁，请${SMS_RESEND_SECONDS}秒后再试`,
      );
    }
    if (sent.length >= limits.dailyPerPhone) {
      throw new ApiError(
        ApiCode.TOO_MANY_REQUESTS,
        '该手机号今日获取验证码次数已达上限，请明天再试',
      );
    }
    if ((await countSendsFromIp(trx, input.ip, dayAgo)) >= limits.dailyPerIp) {
      throw new ApiError(ApiCode.TOO_MANY_REQUESTS, '今日获取验证码次数过多，请明天再试');
    }
    return insertSmsCode(trx, {
      phone: input.phone,
      purpose: binding,
      code_hash: hashCode(ctx.config.appSecret, input.phone, binding, code),
      ip: input.ip,
      created_at: now.toISOString(),
      expires_at: isoAfter(SMS_CODE_TTL_MS, now),
    });
  });

  try {
    await ctx.sms.sendCode(input.phone, code);
  } catch (err) {
    // An unsent code must not count against the person's limits.
    await deleteSmsCode(ctx.db, codeId);
    throw new ApiError(ApiCode.SERVER_ERROR, Msg.smsSendFailed, { cause: err });
  }
  return code;
}

/**
 * The phone change has one message for any code that is not the one sent for it (a typo, a code
 * never asked for, the code of a login a minute ago): the site's phone-change wording.
 */
const NO_CODE_MESSAGE: Partial<Record<SmsPurpose, string>> = {
  old_phone: Msg.codeInvalid,
  new_phone: Msg.codeInvalid,
};

export type CodeCheck = { ok: true; codeId: number } | { ok: false; msg: string };

/**
 * Checks a code inside the caller's transaction without using it up. The latest unused code
 * sent to the phone that serves `purpose` is the one checked. Every check spends one of its 5
 * tries first, with a conditional update: on PostgreSQL it locks the row, so guesses sent in
 * parallel queue behind each other and the sixth finds no try left. A wrong code is reported,
 * not thrown, so the caller commits the spent try and changes nothing else.
 */
export async function checkSmsCode(
  trx: Db,
  input: { phone: string; purpose: SmsPurpose; code: string },
  secret: string,
): Promise<CodeCheck> {
  const row = await findLatestUnusedCode(trx, input.phone, bindingsServing(input.purpose));
  if (!row) return { ok: false, msg: NO_CODE_MESSAGE[input.purpose] ?? '验证码无效，请重新获取' };
  if (row.expires_at <= isoNow()) return { ok: false, msg: '验证码已过期，请重新获取' };
  if (!(await spendTry(trx, row.id, SMS_MAX_WRONG_TRIES))) {
    return { ok: false, msg: '验证码错误次数过多，请重新获取' };
  }
  if (row.code_hash !== hashCode(secret, input.phone, row.purpose, input.code)) {
    return { ok: false, msg: Msg.codeInvalid };
  }
  return { ok: true, codeId: row.id };
}

/**
 * Checks a code without using it up (the phone-change dialog's step 1), committing the try it
 * spent; a wrong code is refused with the reason.
 */
export async function verifySmsCode(
  ctx: AccountsContext,
  input: { phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const check = await ctx.db
    .transaction()
    .execute((trx) => checkSmsCode(trx, input, ctx.config.appSecret));
  if (!check.ok) throw new ApiError(ApiCode.BAD_REQUEST, check.msg);
}

/** Uses a checked code up; false when a concurrent request used it first. */
export function consumeSmsCode(trx: Db, codeId: number): Promise<boolean> {
  return markCodeUsed(trx, codeId, isoNow());
}

/**
 * Keyed with the server secret (a plain hash of 4 digits is reversed in 10,000 guesses) and
 * bound to phone and binding, so a code stored for one use never matches another.
 */
function hashCode(secret: string, phone: string, binding: string, code: string): string {
  return hmacHex(secret, `${phone}:${binding}:${code}`);
}
