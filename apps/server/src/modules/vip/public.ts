/** What other modules may use of VIP: the demo seed. */
export { seedVip } from './seed.ts';
