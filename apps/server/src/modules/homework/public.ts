/** What other modules may use of homework: the demo seed. */
export { seedDemoTeacher, seedHomework } from './seed.ts';
// The console's dashboard: the teachers' backlog.
export { homeworkBacklog, homeworkCorrectedSince, homeworkWaiting } from './figures.ts';
// The console's courses: a lesson with homework is not deleted.
export { lessonHasHomework } from './figures.ts';
