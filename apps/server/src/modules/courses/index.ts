import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  createShopCashier,
  onLinkedOrdersLookup,
  onShopOrderPaid,
  onShopOrderRefunded,
} from '../commerce/public.ts';
import { registerVideoOwner } from '../course-video/public.ts';
import type { CoursesContext } from './courses-context.ts';
import { enrolPaidOrder, ordersForCourse, withdrawRefundedOrder } from './enrolment.service.ts';
import { classCourseCatalogueRoute } from './routes/class-course-catalogue.route.ts';
import { courseCustomerServiceRoute } from './routes/course-customer-service.route.ts';
import { courseDetailRoute } from './routes/course-detail.route.ts';
import { courseDocumentRoute } from './routes/course-document.route.ts';
import { courseEnrolRoute } from './routes/course-enrol.route.ts';
import { courseFiltersRoute } from './routes/course-filters.route.ts';
import { courseOrderRoute } from './routes/course-order.route.ts';
import { courseReviewSubmitRoute } from './routes/course-review-submit.route.ts';
import { courseReviewsRoute } from './routes/course-reviews.route.ts';
import { coursesListRoute } from './routes/courses-list.route.ts';
import { learningCourseListRoute } from './routes/learning-course-list.route.ts';
import { microLessonDetailRoute } from './routes/micro-lesson-detail.route.ts';
import { microLessonPageRoute } from './routes/micro-lesson-page.route.ts';
import { myCourseDetailRoute } from './routes/my-course-detail.route.ts';
import { myCoursesRoute } from './routes/my-courses.route.ts';
import { publicClassesRoute } from './routes/public-classes.route.ts';
import { skuCourseInfoRoute } from './routes/sku-course-info.route.ts';
import { skuCoursePageRoute } from './routes/sku-course-page.route.ts';
import { lessonVideoOwner } from './video-owner.ts';
import type { ConsoleCoursesContext } from './console-courses.service.ts';
import { lessonVideoJob } from './lesson-video.job.ts';
import { lessonVideoUploads } from './lesson-video-upload.ts';
import { consoleChapterSaveRoute } from './routes/console-chapter-save.route.ts';
import { consoleCourseDetailRoute } from './routes/console-course-detail.route.ts';
import { consoleCourseOptionsRoute } from './routes/console-course-options.route.ts';
import { consoleTeacherSaveRoute } from './routes/console-teacher-save.route.ts';
import { consoleTeachersRoute } from './routes/console-teachers.route.ts';
import { consoleCoursePartMoveRoute } from './routes/console-course-part-move.route.ts';
import { consoleCoursePartRemoveRoute } from './routes/console-course-part-remove.route.ts';
import { consoleCourseSaveRoute } from './routes/console-course-save.route.ts';
import { consoleCoursesListRoute } from './routes/console-courses-list.route.ts';
import { consoleLessonSaveRoute } from './routes/console-lesson-save.route.ts';

function coursesContext(app: FastifyInstance): CoursesContext {
  return {
    db: app.db,
    engine: app.dbEngine,
    cashier: createShopCashier(app),
    config: app.config,
    log: app.log,
  };
}

/**
 * The previous site's clients and apps send the session token either way, whichever API they
 * call: here a request carrying none the API's own way is read the other way (a `token` header
 * on the main API, `Authorization: Bearer` on the learning API).
 */
function acceptEitherToken(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.authToken) return;
    const header = request.headers.authorization;
    const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    const token = request.headers.token;
    request.authToken = bearer ?? (typeof token === 'string' && token.length > 0 ? token : null);
  });
}

/**
 * The online school on the main API (docs/areas/courses.md): the catalogue, course details with
 * their outline and reviews, public classes, free enrolment and course orders sold through the
 * shop (its settlement enrols the buyer in the same transaction), my courses with study
 * statistics, and the course's customer service. Lesson videos are the course-video module's;
 * this module tells it who may watch what.
 */
export const coursesModule: FastifyPluginAsync = async (app) => {
  acceptEitherToken(app);
  const ctx = coursesContext(app);
  for (const route of [
    coursesListRoute,
    courseFiltersRoute,
    courseDetailRoute,
    courseReviewsRoute,
    publicClassesRoute,
    courseReviewSubmitRoute,
    courseEnrolRoute,
    courseOrderRoute,
    myCoursesRoute,
    myCourseDetailRoute,
    courseCustomerServiceRoute,
    courseDocumentRoute,
  ]) {
    await app.register(route, { ctx });
  }
  await consoleCourses(app);
  onShopOrderPaid('course', enrolPaidOrder);
  onShopOrderPaid('course_package', enrolPaidOrder);
  onShopOrderRefunded('course', withdrawRefundedOrder);
  onShopOrderRefunded('course_package', withdrawRefundedOrder);
  onLinkedOrdersLookup('course', ordersForCourse);
  registerVideoOwner('lesson', lessonVideoOwner);
};

/**
 * The console's courses (docs/areas/console.md): courses, chapters and lessons edited by the
 * course staff, lesson videos uploaded resumably and packaged in the background.
 */
async function consoleCourses(app: FastifyInstance): Promise<void> {
  const ctx: ConsoleCoursesContext = {
    db: app.db,
    engine: app.dbEngine,
    invalidate: () => app.publicContent.invalidate(),
  };
  for (const route of [
    consoleCoursesListRoute,
    consoleCourseOptionsRoute,
    consoleCourseDetailRoute,
    consoleCourseSaveRoute,
    consoleChapterSaveRoute,
    consoleLessonSaveRoute,
    consoleCoursePartRemoveRoute,
    consoleCoursePartMoveRoute,
  ]) {
    await app.register(route, { ctx });
  }
  app.jobs.define(lessonVideoJob(app));
  await app.register(lessonVideoUploads);
  // Teacher profiles (editors).
  await app.register(consoleTeachersRoute);
  await app.register(consoleTeacherSaveRoute);
}

/**
 * The online school on the learning API: the course list and outline of the learning system,
 * and the previous site's course calls with its field names (webTimeArrange/…, sku/course/…).
 */
export const coursesLearningModule: FastifyPluginAsync = async (app) => {
  acceptEitherToken(app);
  const ctx = coursesContext(app);
  for (const route of [
    classCourseCatalogueRoute,
    learningCourseListRoute,
    microLessonPageRoute,
    microLessonDetailRoute,
    skuCoursePageRoute,
    skuCourseInfoRoute,
  ]) {
    await app.register(route, { ctx });
  }
};
