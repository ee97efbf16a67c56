/** What other modules may use of live classes: the demo seed. */
export { seedLive } from './seed.ts';
