/**
 * `npm run grant-role -- --phone 13912345678 --role admin` — gives a registered account a staff
 * role on the database the server is configured with (DATABASE_URL, or the embedded one). It is
 * how a new install gets its first administrator, who then gives everyone else their roles in
 * the console (/admin → 用户与角色). Recorded in the audit log as done on the command line.
 */
import { parseArgs } from 'node:util';
import { PHONE_PATTERN, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shangan/shared';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { grantRoleByPhone } from '../apps/server/src/modules/accounts/public.ts';

const { values } = parseArgs({
  options: { phone: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});
const phone = values.phone ?? '';
const role = values.role as StaffRole;
if (!PHONE_PATTERN.test(phone)) {
  console.error('请用 --phone 给出已注册账号的11位手机号');
  process.exit(2);
}
if (!STAFF_ROLES.includes(role)) {
  console.error(
    `角色只能是：${STAFF_ROLES.map((r) => `${r}（${STAFF_ROLE_LABELS[r]}）`).join('、')}`,
  );
  process.exit(2);
}

const handle = openDatabase(loadConfig().databaseUrl);
try {
  const person = await grantRoleByPhone(handle.db, handle.engine, phone, role);
  const roles = person.roles.map((r) => STAFF_ROLE_LABELS[r]).join('、');
  console.log(`${phone} 现在的角色：${roles}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await handle.close();
}
