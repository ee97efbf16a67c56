/** What other modules may use of homework: the demo seed. */
export { seedDemoTeacher, seedHomework } from './seed.ts';
