import type { Kysely, Transaction } from 'kysely';
import { ApiCode, Msg, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@shangan/shared';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/connect.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hmacHex, randomDigits } from '../../lib/crypto.ts';
import { DAY_MS, MINUTE_MS, isoAfter, isoNow } from '../../lib/time.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import type { SmsPurpose } from './accounts.schemas.ts';

export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;
export const SMS_MAX_WRONG_TRIES = 5;

export interface SendLimits {
  dailyPerPhone: number;
  dailyPerIp: number;
}

/**
 * Issues a code for one purpose. Limits (one send per phone per 60 s, daily caps per phone and
 * per IP) are checked and the code recorded in one transaction under a per-phone lock, so
 * parallel requests cannot slip past them; the gateway is called after the commit so a slow
 * gateway never holds the database.
 */
export async function sendSmsCode(
  db: Kysely<Database>,
  engine: Engine,
  sms: SmsProvider,
  input: { phone: string; purpose: SmsPurpose; ip: string },
  limits: SendLimits,
  secret: string,
): Promise<string> {
  const code = randomDigits(SMS_CODE_LENGTH);
  const codeId = await db.transaction().execute(async (trx) => {
    await lockKey(trx, engine, `sms:${input.phone}`);
    const now = new Date();
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    const recent = await trx
      .selectFrom('sms_code')
      .select(['created_at'])
      .where('phone', '=', input.phone)
      .where('created_at', '>', dayAgo)
      .orderBy('created_at', 'desc')
      .execute();
    const last = recent[0];
    if (last && now.getTime() - Date.parse(last.created_at) < SMS_RESEND_SECONDS * 1000) {
      throw new ApiError(
        ApiCode.TOO_MANY_REQUESTS,
        `验证码发送过于频繁，请${SMS_RESEND_SECONDS}秒后再试`,
      );
    }
    if (recent.length >= limits.dailyPerPhone) {
      throw new ApiError(
        ApiCode.TOO_MANY_REQUESTS,
        '该手机号今日获取验证码次数已达上限，请明天再试',
      );
    }
    const fromIp = await trx
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', input.ip)
      .where('created_at', '>', dayAgo)
      .executeTakeFirstOrThrow();
    if (fromIp.n >= limits.dailyPerIp) {
      throw new ApiError(ApiCode.TOO_MANY_REQUESTS, '今日获取验证码次数过多，请明天再试');
    }
    const row = await trx
      .insertInto('sms_code')
      .values({
        phone: input.phone,
        purpose: input.purpose,
        code_hash: hashCode(secret, input.phone, input.purpose, code),
        ip: input.ip,
        created_at: now.toISOString(),
        expires_at: isoAfter(SMS_CODE_TTL_MS, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

  try {
    await sms.sendCode(input.phone, code);
  } catch (err) {
    // An unsent code must not count against the person's limits.
    await db.deleteFrom('sms_code').where('id', '=', codeId).execute();
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
 * Checks a code inside the caller's transaction without using it up. Every check spends one
 * of the code's 5 tries first, with a conditional update: on PostgreSQL it locks the row, so
 * guesses sent in parallel queue behind each other and the sixth finds no try left. A wrong
 * code is reported, not thrown, so the caller commits the spent try and changes nothing else.
 */
export async function checkSmsCode(
  trx: Transaction<Database>,
  input: { phone: string; purpose: SmsPurpose; code: string },
  secret: string,
): Promise<CodeCheck> {
  const row = await trx
    .selectFrom('sms_code')
    .select(['id', 'code_hash', 'expires_at'])
    .where('phone', '=', input.phone)
    .where('purpose', '=', input.purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return { ok: false, msg: NO_CODE_MESSAGE[input.purpose] ?? '验证码无效，请重新获取' };
  if (row.expires_at <= isoNow()) return { ok: false, msg: '验证码已过期，请重新获取' };
  const spent = await trx
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', SMS_MAX_WRONG_TRIES)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    return { ok: false, msg: '验证码错误次数过多，请重新获取' };
  }
  if (row.code_hash !== hashCode(secret, input.phone, input.purpose, input.code)) {
    return { ok: false, msg: Msg.codeInvalid };
  }
  return { ok: true, codeId: row.id };
}

/** Uses a checked code up; false when a concurrent request used it first. */
export async function consumeSmsCode(trx: Transaction<Database>, codeId: number): Promise<boolean> {
  const used = await trx
    .updateTable('sms_code')
    .set({ consumed_at: isoNow() })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * Keyed with the server secret (a plain hash of 4 digits is reversed in 10,000 guesses) and
 * bound to phone and purpose, so a code for one purpose never matches another.
 */
function hashCode(secret: string, phone: string, purpose: SmsPurpose, code: string): string {
  return hmacHex(secret, `${phone}:${purpose}:${code}`);
}
