/** What other modules may use of enlistment: the demo seed. */
export { seedEnlistment } from './seed.ts';
