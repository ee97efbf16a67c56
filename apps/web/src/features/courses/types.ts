/** Course data as the server's endpoint contracts declare it. */
export type {
  Chapter,
  CourseCard,
  CourseCustomerService,
  CourseDetail,
  CourseExam,
  CourseFilters,
  CourseKind,
  CoursePriceFilter,
  CourseSort,
  CourseSubject,
  CourseViewer,
  Lesson,
  LessonProgress,
  PublicClass,
  Review,
  ReviewSummary,
  Teacher,
  TeacherBrief,
} from '@shangan/shared/contracts/courses/catalogue';
export type {
  MyCourse,
  StudyStats,
  StudySummary,
} from '@shangan/shared/contracts/courses/my-courses';
