/** What other modules may use of the psychological checks: the demo seed. */
export { seedPsychology } from './seed.ts';
