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

export async function seedDemoAdmin(trx: Db, now: string): Promise<void> {
  const { id } = await insertUser(trx, {
    uuid: crypto.randomUUID(),
    realname: DEMO_ADMIN.realname,
    phone: DEMO_ADMIN.phone,
    email: null,
    password_hash: await hashPassword(DEMO_ADMIN.password),
    nick_name: DEMO_ADMIN.realname,
    user_name: 'admin',
    invite_code: 'DEMO0007',
    created_at: now,
    updated_at: now,
  });
  await grantRole(trx, id, 'admin', now);
}
