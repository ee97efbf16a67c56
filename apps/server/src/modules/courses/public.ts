/** What other modules may use of the online school: the demo seed. */
export { seedCourses } from './seed.ts';
