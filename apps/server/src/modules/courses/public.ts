/**
 * What other modules may use of the online school: who studies and who teaches a course, course
 * and lesson titles, the outline side of live lessons, and the demo seed.
 */
export { seedCourses } from './seed.ts';
export {
  addLiveLesson,
  changeLiveLesson,
  liveLessonsOf,
  removeLiveLesson,
  type LiveLessonFields,
} from './live-lessons.ts';
export {
  courseAndLessonTitles,
  linkTeacherAccount,
  liveLessonAccess,
  studentAccess,
  studiedCourseIds,
  taughtCourseIds,
  teacherNameOf,
} from './students.ts';
