/** What other modules may use of accounts: sessions, staff roles and the demo learner. */
export { findUserRoles, grantRole, hasAnyRole, ROLES, type Role } from './roles.repository.ts';
export { createSession } from './sessions.ts';
export { DEMO_LEARNER, seedUsers } from './seed.ts';
