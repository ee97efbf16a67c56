import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { grantRole } from './roles.repository.ts';
import { insertUser } from './users.repository.ts';

/** Demo accounts, so a visitor of the demo can log in at once (see README). */
export const DEMO_LEARNER = { phone: '13800000001', password: 'shangan123', realname: '小岸同学' };

export async function seedUsers(trx: Db, now: string): Promise<void> {
  await insertUser(trx, {
    uuid: crypto.randomUUID(),
    realname: DEMO_LEARNER.realname,
    phone: DEMO_LEARNER.phone,
    email: 'demo@shangan.example',
    password_hash: await hashPassword(DEMO_LEARNER.password),
    nick_name: DEMO_LEARNER.realname,
    user_name: 'demo',
    invite_code: 'DEMO0001',
    created_at: now,
    updated_at: now,
  });
}

/**
 * The demo's administrator, who may open every section of the console (/admin) and give
 * others their roles there.
 */
export const DEMO_ADMIN = { phone: '13800000007', password: 'shangan123', realname: '教务管理员' };
export const DEMO_FINANCE = { phone: '13800000006', password: 'shangan123', realname: '财务老师' };
export const DEMO_EDITOR = { phone: '13800000005', password: 'shangan123', realname: '内容编辑' };

/** A console account with one role and a published password (demo installs only). */
async function seedConsoleAccount(
  trx: Db,
  account: { phone: string; password: string; realname: string },
  role: 'admin' | 'finance' | 'editor',
  now: string,
): Promise<void> {
  const { id } = await insertUser(trx, {
    uuid: crypto.randomUUID(),
    realname: account.realname,
    phone: account.phone,
    email: null,
    password_hash: await hashPassword(account.password),
    nick_name: account.realname,
    user_name: role,
    invite_code: `DEMO${account.phone.slice(-4)}`,
    created_at: now,
    updated_at: now,
  });
  await grantRole(trx, id, role, now);
}

export function seedDemoAdmin(trx: Db, now: string): Promise<void> {
  return seedConsoleAccount(trx, DEMO_ADMIN, 'admin', now);
}

/** Finance: refunds shop orders in the console. */
export function seedDemoFinance(trx: Db, now: string): Promise<void> {
  return seedConsoleAccount(trx, DEMO_FINANCE, 'finance', now);
}

/** An editor: writes and publishes articles, imports questions in the console. */
export function seedDemoEditor(trx: Db, now: string): Promise<void> {
  return seedConsoleAccount(trx, DEMO_EDITOR, 'editor', now);
}
