import { useNavigate } from 'react-router';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { CoursePaymentDialog } from '../components/course-payment-dialog';
import { playUrl, resumeLesson, studyPageUrl } from '../course-links';
import type { CourseDetail } from '../types';
import { useCoursePurchase } from './use-course-purchase';

/**
 * Where 开始学习 / 继续学习 leads: the player at the lesson to resume for a course with videos;
 * the learner's outline for a package (its lessons are in its member courses) or a course
 * without videos.
 */
export function studyTarget(course: Pick<CourseDetail, 'id' | 'kind' | 'chapters'>): string {
  if (course.kind === 'package') return studyPageUrl(course);
  const lesson = resumeLesson(course.chapters);
  return lesson ? playUrl(course.id, lesson.id) : studyPageUrl(course);
}

/**
 * The detail page's main button, as the server chose it for the viewer (`viewer.action`):
 * login opens the login dialog; buy places the course's shop order and opens the QR payment
 * step, watched (push and poll) until it settles; enrol is 免费报名 (free, or VIP免费 for a
 * member); study opens the player. Render `dialog` once in the page.
 */
export function useCourseAction(course: CourseDetail) {
  const navigate = useNavigate();
  const purchase = useCoursePurchase(course);

  const run = () =>
    purchase.run({
      login: () => openAuthDialog('login'),
      study: () => void navigate(studyTarget(course)),
    });

  const dialog = (
    <CoursePaymentDialog
      stage={purchase.stage}
      studyTo={studyTarget(course)}
      onClose={purchase.close}
    />
  );
  return { run, pending: purchase.pending, dialog };
}
