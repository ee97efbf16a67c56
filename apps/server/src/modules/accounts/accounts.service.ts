import crypto from 'node:crypto';
import { ApiCode, Msg } from '@shangan/shared';
import type { SmsPurpose, UserInfo } from '@shangan/shared/contracts/accounts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashPassword, randomCode, verifyPassword } from '../../lib/crypto.ts';
import { isoNow } from '../../lib/time.ts';
import type { AccountsContext } from './accounts-context.ts';
import { findUserRoles } from './roles.repository.ts';
import { createSession, revokeAllSessions } from './sessions.ts';
import type { LoginAttempt } from './login-limits.ts';
import { toUserInfo } from './user-info.ts';
import { checkSmsCode, consumeSmsCode, type CodeCheck } from './sms-codes.ts';
import {
  findUserByAccount,
  findUserById,
  findUserByPhone,
  insertUser,
  isPhoneTaken,
  updatePasswordHash,
  updatePhone,
  type UserRow,
} from './users.repository.ts';

export interface ClientInfo {
  keepLoggedIn: boolean;
  ip: string;
  userAgent: string;
}

export interface LoginOutcome {
  token: string;
  user: UserRow;
}

const PHONE_TAKEN = '该手机号已注册，请直接登录';
const ACCOUNT_NOT_FOUND = '该账号不存在，请先注册';

export type CodeInput = { phone: string; purpose: SmsPurpose; code: string };

/**
 * Runs `work` in one transaction after checking every SMS code and then using them up inside
 * it, so the codes and the change they authorize commit together. A wrong code commits only
 * the try it spent: no code is used up and nothing else changes.
 */
async function withVerifiedCodes<T>(
  ctx: AccountsContext,
  codes: CodeInput[],
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  type Outcome = { ok: true; result: T } | { ok: false; msg: string };
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const codeIds: number[] = [];
    for (const code of codes) {
      const check = await checkSmsCode(trx, code, ctx.config.appSecret);
      if (!check.ok) return check;
      codeIds.push(check.codeId);
    }
    return { ok: true, result: await useCodes(trx, codeIds, work) };
  });
  if (!outcome.ok) throw new ApiError(ApiCode.BAD_REQUEST, outcome.msg);
  return outcome.result;
}

/**
 * Like `withVerifiedCodes`, with `prepare` run between checking the codes and using them up,
 * outside any transaction: for costly work (hashing a password takes tens of milliseconds of
 * CPU) that only a person holding the codes may cause, and that must not hold the database
 * while it runs. The check commits the tries it spent; a code used up by a concurrent request
 * in between is refused when this one tries to use it.
 */
export async function withVerifiedCodesPrepared<P, T>(
  ctx: AccountsContext,
  codes: CodeInput[],
  prepare: () => Promise<P>,
  work: (trx: Db, prepared: P) => Promise<T>,
): Promise<T> {
  const checks = await ctx.db.transaction().execute(async (trx) => {
    const found: CodeCheck[] = [];
    for (const code of codes) {
      const check = await checkSmsCode(trx, code, ctx.config.appSecret);
      found.push(check);
      if (!check.ok) break;
    }
    return found;
  });
  const codeIds: number[] = [];
  for (const check of checks) {
    if (!check.ok) throw new ApiError(ApiCode.BAD_REQUEST, check.msg);
    codeIds.push(check.codeId);
  }
  const prepared = await prepare();
  return ctx.db.transaction().execute((trx) => useCodes(trx, codeIds, (t) => work(t, prepared)));
}

async function useCodes<T>(trx: Db, codeIds: number[], work: (trx: Db) => Promise<T>): Promise<T> {
  for (const id of codeIds) {
    if (!(await consumeSmsCode(trx, id))) {
      // Used up by a concurrent request: roll this transaction back (with any tries it spent).
      throw new ApiError(ApiCode.BAD_REQUEST, '验证码无效，请重新获取');
    }
  }
  return work(trx);
}

export async function register(
  ctx: AccountsContext,
  input: { realname: string; phone: string; code: string; email: string | null; password: string },
  client: ClientInfo,
): Promise<LoginOutcome> {
  if (await isPhoneTaken(ctx.db, input.phone)) throw new ApiError(ApiCode.BAD_REQUEST, PHONE_TAKEN);
  // The code first: hashing is the costly step, and a request without the right code must not
  // be able to make the server do it.
  return withVerifiedCodesPrepared(
    ctx,
    [{ phone: input.phone, purpose: 'register', code: input.code }],
    () => hashPassword(input.password),
    async (trx, passwordHash) => {
      // Checked again inside the transaction: two registrations of one phone may race.
      if (await isPhoneTaken(trx, input.phone))
        throw new ApiError(ApiCode.BAD_REQUEST, PHONE_TAKEN);
      const now = isoNow();
      const user = await insertUser(trx, {
        uuid: crypto.randomUUID(),
        realname: input.realname,
        phone: input.phone,
        email: input.email,
        password_hash: passwordHash,
        nick_name: input.realname,
        user_name: `sa${input.phone}`,
        invite_code: randomCode(8),
        created_at: now,
        updated_at: now,
      });
      const token = await createSession(trx, user.id, sessionOptions(ctx, client));
      return { token, user };
    },
  );
}

/**
 * Password login under the login limits. The typed name (phone or user name) is resolved first,
 * so every alias of one account spends one budget; a name that resolves to no account still
 * counts against the client's address.
 */
export async function loginWithPassword(
  ctx: AccountsContext,
  input: { account: string; password: string },
  client: ClientInfo,
): Promise<LoginOutcome> {
  const user = await findUserByAccount(ctx.db, input.account);
  const attempt = await ctx.limits.beginPasswordLogin(client.ip, user?.uuid ?? null);
  return settle(attempt, async () => {
    if (!user) throw new ApiError(ApiCode.ACCOUNT_NOT_FOUND, ACCOUNT_NOT_FOUND);
    if (!user.password_hash) {
      throw new ApiError(ApiCode.BAD_REQUEST, '该账号尚未设置密码，请使用验证码登录');
    }
    if (!(await verifyPassword(input.password, user.password_hash))) {
      throw new ApiError(ApiCode.BAD_REQUEST, '账号或密码错误');
    }
    const token = await createSession(ctx.db, user.id, sessionOptions(ctx, client));
    return { token, user };
  });
}

/** SMS-code login: limited per address only, and open while password login is locked. */
export async function loginWithSmsCode(
  ctx: AccountsContext,
  input: { phone: string; code: string },
  client: ClientInfo,
): Promise<LoginOutcome> {
  const attempt = await ctx.limits.beginSmsLogin(client.ip);
  return settle(attempt, async () => {
    if (!(await isPhoneTaken(ctx.db, input.phone))) {
      throw new ApiError(ApiCode.ACCOUNT_NOT_FOUND, ACCOUNT_NOT_FOUND);
    }
    return withVerifiedCodes(
      ctx,
      [{ phone: input.phone, purpose: 'login', code: input.code }],
      async (trx) => {
        const user = await findUserByPhone(trx, input.phone);
        if (!user) throw new ApiError(ApiCode.ACCOUNT_NOT_FOUND, ACCOUNT_NOT_FOUND);
        const token = await createSession(trx, user.id, sessionOptions(ctx, client));
        return { token, user };
      },
    );
  });
}

/**
 * A refusal told to the person (an ApiError) stays counted as a failure; a success forgives
 * the account's failures on this client; any other error is the server's, not a guess.
 */
async function settle(
  attempt: LoginAttempt,
  run: () => Promise<LoginOutcome>,
): Promise<LoginOutcome> {
  let outcome: LoginOutcome;
  try {
    outcome = await run();
  } catch (err) {
    if (!(err instanceof ApiError)) await attempt.abandoned();
    throw err;
  }
  await attempt.succeeded(outcome.user.uuid);
  return outcome;
}

/** Forgotten password: proven by a code to the phone; every existing session is closed. */
export async function resetPassword(
  ctx: AccountsContext,
  input: { phone: string; code: string; password: string },
): Promise<void> {
  if (!(await isPhoneTaken(ctx.db, input.phone))) {
    throw new ApiError(ApiCode.BAD_REQUEST, ACCOUNT_NOT_FOUND);
  }
  // As in registration: the code is checked before the costly hash.
  await withVerifiedCodesPrepared(
    ctx,
    [{ phone: input.phone, purpose: 'reset', code: input.code }],
    () => hashPassword(input.password),
    async (trx, passwordHash) => {
      const user = await findUserByPhone(trx, input.phone);
      if (!user) throw new ApiError(ApiCode.BAD_REQUEST, ACCOUNT_NOT_FOUND);
      await updatePasswordHash(trx, user.id, passwordHash, isoNow());
      await revokeAllSessions(trx, user.id);
    },
  );
}

/** The signed-in person's userInfo; an account gone since the login ends the session. */
export async function userInfo(ctx: AccountsContext, userId: number): Promise<UserInfo> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ApiError(ApiCode.UNAUTHORIZED, Msg.loginExpired);
  return toUserInfo(user, await findUserRoles(ctx.db, user.id));
}

/** A logged-in person without a password (made by a third-party login) sets one. */
export async function setFirstPassword(
  ctx: AccountsContext,
  userId: number,
  password: string,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ApiError(ApiCode.UNAUTHORIZED, Msg.loginExpired);
  if (user.password_hash) {
    throw new ApiError(ApiCode.BAD_REQUEST, '您已设置过密码，如需修改请使用找回密码');
  }
  // Only while the account still has none: a concurrent first password is not overwritten.
  await updatePasswordHash(ctx.db, userId, await hashPassword(password), isoNow(), {
    current: null,
  });
}

/** Two-step phone change: codes to the old and to the new phone, both checked here. */
export async function changePhone(
  ctx: AccountsContext,
  userId: number,
  input: { oldPhone: string; oldCode: string; newPhone: string; newCode: string },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ApiError(ApiCode.UNAUTHORIZED, Msg.loginExpired);
  if (user.phone !== input.oldPhone) throw new ApiError(ApiCode.BAD_REQUEST, '原手机号不正确');
  if (input.newPhone === input.oldPhone)
    throw new ApiError(ApiCode.BAD_REQUEST, '新手机号不能与原手机号相同');
  if (await isPhoneTaken(ctx.db, input.newPhone)) {
    throw new ApiError(ApiCode.BAD_REQUEST, '该手机号已被其他账号使用');
  }
  await withVerifiedCodes(
    ctx,
    [
      { phone: input.oldPhone, purpose: 'old_phone', code: input.oldCode },
      { phone: input.newPhone, purpose: 'new_phone', code: input.newCode },
    ],
    (trx) => setPhone(trx, userId, input.newPhone),
  );
}

/** The complete-phone dialog: an account without a phone adds one, proven by a code. */
export async function bindPhone(
  ctx: AccountsContext,
  userId: number,
  input: { phone: string; code: string },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ApiError(ApiCode.UNAUTHORIZED, Msg.loginExpired);
  if (user.phone) throw new ApiError(ApiCode.BAD_REQUEST, '您的账号已绑定手机号');
  if (await isPhoneTaken(ctx.db, input.phone)) {
    throw new ApiError(ApiCode.BAD_REQUEST, '该手机号已被其他账号使用');
  }
  await withVerifiedCodes(ctx, [{ phone: input.phone, purpose: 'bind', code: input.code }], (trx) =>
    setPhone(trx, userId, input.phone),
  );
}

async function setPhone(trx: Db, userId: number, phone: string): Promise<void> {
  if (await isPhoneTaken(trx, phone))
    throw new ApiError(ApiCode.BAD_REQUEST, '该手机号已被其他账号使用');
  await updatePhone(trx, userId, phone, isoNow());
}

function sessionOptions(ctx: AccountsContext, client: ClientInfo) {
  return { ...client, idleMinutes: ctx.config.accounts.sessionIdleMinutes };
}
