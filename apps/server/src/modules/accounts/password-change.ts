import { ApiCode, Msg } from '@shangan/shared';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { isoNow } from '../../lib/time.ts';
import type { AccountsContext } from './accounts-context.ts';
import { withVerifiedCodesPrepared } from './accounts.service.ts';
import { revokeOtherSessions } from './sessions.ts';
import { findUserById, updatePasswordHash } from './users.repository.ts';

/** How the person proves it is them: the password they have, or a code sent to their phone. */
export type PasswordProof =
  { kind: 'password'; oldPassword: string } | { kind: 'sms'; code: string };

export interface PasswordChangeInput {
  proof: PasswordProof;
  password: string;
}

/** The signed-in request: whose account, which session to keep, from which client. */
export interface PasswordChangeClient {
  userId: number;
  sessionId: number;
  ip: string;
}

const SAME_AS_OLD = '新密码不能与原密码相同';
const WRONG_OLD = '原密码错误';

/**
 * A signed-in person changes a password they have. The old password is checked under the login
 * limits (a stolen session must not become a way round them), so a wrong one counts as a failed
 * login of the account from this client. Afterwards every other session ends and this one stays,
 * in the same transaction as the new hash.
 */
export async function changePassword(
  ctx: AccountsContext,
  client: PasswordChangeClient,
  input: PasswordChangeInput,
): Promise<void> {
  const user = await findUserById(ctx.db, client.userId);
  if (!user) throw new ApiError(ApiCode.UNAUTHORIZED, Msg.loginExpired);
  const oldHash = user.password_hash;
  if (!oldHash) throw new ApiError(ApiCode.BAD_REQUEST, '您的账号尚未设置密码，请先设置密码');

  const save = async (trx: Db, passwordHash: string) => {
    // Only over the hash that was checked: another change committed since makes that check stale.
    const updated = await updatePasswordHash(trx, user.id, passwordHash, isoNow(), {
      current: oldHash,
    });
    if (!updated) {
      throw new ApiError(ApiCode.BAD_REQUEST, '密码刚刚已被修改，请重新验证后再试');
    }
    await revokeOtherSessions(trx, user.id, client.sessionId);
  };

  if (input.proof.kind === 'password') {
    if (input.proof.oldPassword === input.password) {
      throw new ApiError(ApiCode.BAD_REQUEST, SAME_AS_OLD);
    }
    const attempt = await ctx.limits.beginPasswordLogin(client.ip, user.uuid, '使用短信验证码修改');
    let proven: boolean;
    try {
      proven = await verifyPassword(input.proof.oldPassword, oldHash);
    } catch (err) {
      await attempt.abandoned();
      throw err;
    }
    // A wrong password stays counted; the right one forgives this client's failures, as a login.
    if (!proven) throw new ApiError(ApiCode.BAD_REQUEST, WRONG_OLD);
    await attempt.succeeded(user.uuid);
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction().execute((trx) => save(trx, passwordHash));
    return;
  }

  if (!user.phone) {
    throw new ApiError(ApiCode.BAD_REQUEST, '您的账号尚未绑定手机号，请使用原密码修改');
  }
  // The code before any hashing, as in registration; it is used up in the change's transaction.
  await withVerifiedCodesPrepared(
    ctx,
    [{ phone: user.phone, purpose: 'password', code: input.proof.code }],
    async () => {
      if (await verifyPassword(input.password, oldHash)) {
        throw new ApiError(ApiCode.BAD_REQUEST, SAME_AS_OLD);
      }
      return hashPassword(input.password);
    },
    save,
  );
}
