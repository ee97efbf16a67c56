import { randomInt } from 'node:crypto';
import { ApiCode, STAFF_ROLES, type StaffRole } from '@shangan/shared';
import type { Person } from '@shangan/shared/contracts/console/people';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { isoNow } from '../../lib/time.ts';
import { recordAudit } from '../audit/public.ts';
import {
  countAdmins,
  countPeople,
  findPerson,
  replaceRoles,
  rolesOf,
  selectPeople,
  setDisabledState,
  type PeopleFilter,
} from './people-admin.repository.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { findUserByPhone, updatePasswordHash } from './users.repository.ts';

/**
 * The console's people (administrators only): find accounts, give and take staff roles, stop
 * and restore accounts. Each change and its audit record are one transaction.
 */
type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

function toPerson(row: PersonRow, roles: string[]): Person {
  return {
    id: row.id,
    nickName: row.nick_name,
    realname: row.realname,
    userName: row.user_name,
    phone: row.phone ?? '',
    roles: roles.filter((role): role is StaffRole =>
      (STAFF_ROLES as readonly string[]).includes(role),
    ),
    disabledAt: row.disabled_at,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
  };
}

export async function listPeople(
  db: Db,
  query: PeopleFilter & { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: Person[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const filter = { keyword: query.keyword, role: query.role };
  const [rows, total] = await Promise.all([
    selectPeople(db, filter, (page - 1) * size, size),
    countPeople(db, filter),
  ]);
  const roles = await rolesOf(
    db,
    rows.map((row) => row.id),
  );
  return { total, list: rows.map((row) => toPerson(row, roles.get(row.id) ?? [])) };
}

async function personInside(trx: Db, userId: number): Promise<Person> {
  const row = await findPerson(trx, userId);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '用户不存在');
  return toPerson(row, (await rolesOf(trx, [userId])).get(userId) ?? []);
}

export async function setPersonRoles(
  db: Db,
  engine: Engine,
  adminId: number,
  input: { userId: number; roles: StaffRole[] },
): Promise<Person> {
  const roles = [...new Set(input.roles)].sort();
  if (input.userId === adminId && !roles.includes('admin')) {
    throw new ApiError(ApiCode.BAD_REQUEST, '不能去掉自己的管理员角色，请由其他管理员操作');
  }
  return db.transaction().execute(async (trx) => {
    // Role changes are rare: one at a time, so two of them cannot interleave their delete and
    // insert, nor two administrators take each other's role at once and leave none.
    await lockKey(trx, engine, 'staff-roles');
    const before = await personInside(trx, input.userId);
    if (before.roles.includes('admin') && !roles.includes('admin')) {
      if ((await countAdmins(trx)) <= 1) {
        throw new ApiError(ApiCode.BAD_REQUEST, '至少要保留一位管理员');
      }
    }
    await replaceRoles(trx, input.userId, roles, isoNow());
    const after = await personInside(trx, input.userId);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'user.roles',
      entity: 'user',
      entityId: input.userId,
      before: { roles: before.roles },
      after: { roles: after.roles },
    });
    return after;
  });
}

export async function setPersonDisabled(
  db: Db,
  adminId: number,
  input: { userId: number; disabled: boolean; reason?: string | undefined },
): Promise<Person> {
  if (input.userId === adminId && input.disabled) {
    throw new ApiError(ApiCode.BAD_REQUEST, '不能停用自己的账号');
  }
  const reason = (input.reason ?? '').trim();
  if (input.disabled && !reason) throw new ApiError(ApiCode.BAD_REQUEST, '请填写停用原因');
  if ([...reason].length > 200) throw new ApiError(ApiCode.BAD_REQUEST, '停用原因不能超过200个字');
  return db.transaction().execute(async (trx) => {
    const before = await personInside(trx, input.userId);
    const now = isoNow();
    await setDisabledState(trx, input.userId, {
      disabled_at: input.disabled ? (before.disabledAt ?? now) : null,
      disabled_reason: input.disabled ? reason : '',
      updated_at: now,
    });
    // A stopped account is signed out everywhere at once, not at its sessions' end.
    if (input.disabled) await revokeUserSessions(trx, input.userId, now);
    const after = await personInside(trx, input.userId);
    await recordAudit(trx, {
      actorId: adminId,
      action: input.disabled ? 'user.disable' : 'user.enable',
      entity: 'user',
      entityId: input.userId,
      before: { disabledAt: before.disabledAt, disabledReason: before.disabledReason },
      after: { disabledAt: after.disabledAt, disabledReason: after.disabledReason },
    });
    return after;
  });
}

/** Letters and digits nobody misreads over the phone (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Gives an account a new temporary password, shown once to the administrator to pass on, and
 * signs it out everywhere, so whoever held the old one is out. The password itself is never
 * stored or recorded in plain text: the audit row says only that it was reset.
 */
export async function resetPersonPassword(
  db: Db,
  adminId: number,
  userId: number,
): Promise<{ password: string }> {
  if (userId === adminId) {
    throw new ApiError(ApiCode.BAD_REQUEST, '请在个人中心修改自己的密码');
  }
  const password = Array.from(
    { length: 10 },
    () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)],
  ).join('');
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await personInside(trx, userId);
    const now = isoNow();
    await updatePasswordHash(trx, userId, passwordHash, now);
    await revokeUserSessions(trx, userId, now);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'user.reset_password',
      entity: 'user',
      entityId: userId,
      before: null,
      after: { password: '已重置（临时密码只显示给操作人一次）' },
    });
  });
  return { password };
}

/** How the audit log names a change made on the server's command line. */
export const COMMAND_LINE = '服务器命令行';

/**
 * Gives the account with this phone a staff role from the server's command line: how a new
 * install gets its first administrator, who then gives everyone else their roles in the console.
 */
export async function grantRoleByPhone(
  db: Db,
  engine: Engine,
  phone: string,
  role: StaffRole,
): Promise<Person> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, engine, 'staff-roles');
    const user = await findUserByPhone(trx, phone);
    if (!user) throw new ApiError(ApiCode.NOT_FOUND, `没有手机号为${phone}的账号，请先注册`);
    const before = await personInside(trx, user.id);
    if (!before.roles.includes(role)) {
      await replaceRoles(trx, user.id, [...before.roles, role].sort(), isoNow());
    }
    const after = await personInside(trx, user.id);
    await recordAudit(trx, {
      actorId: 0,
      actorName: COMMAND_LINE,
      action: 'user.roles',
      entity: 'user',
      entityId: user.id,
      before: { roles: before.roles },
      after: { roles: after.roles },
    });
    return after;
  });
}
