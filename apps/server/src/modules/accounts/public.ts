/**
 * What other modules may use of accounts: sessions, staff roles, how people are named to staff,
 * and the demo learner.
 */
export {
  displayNamesOf,
  phonesOf,
  userIdsByPhone,
  userIdsByPhonePrefix,
} from './people.repository.ts';
export {
  findUserRoles,
  grantRole,
  hasAnyRole,
  holdersOfRoles,
  ROLES,
  type Role,
} from './roles.repository.ts';
export { createSession } from './sessions.ts';
export {
  DEMO_ADMIN,
  DEMO_EDITOR,
  DEMO_FINANCE,
  DEMO_LEARNER,
  seedDemoAdmin,
  seedDemoEditor,
  seedDemoFinance,
  seedUsers,
} from './seed.ts';
// The console's dashboard: new accounts.
export { newAccountsBetween } from './figures.ts';
// The server's command line: the first administrator of a new install.
export { grantRoleByPhone } from './people-admin.service.ts';
