import { ApiCode } from '@shangan/shared';
import type { HomeworkSheet } from '@shangan/shared/contracts/homework';
import { ApiError } from '../../lib/api-error.ts';
import { displayNamesOf } from '../accounts/public.ts';
import { courseAndLessonTitles, studentAccess, teacherNameOf } from '../courses/public.ts';
import { maskName } from '../short-answer/public.ts';
import { assertCorrects, correctableCourses } from './access.ts';
import type { HomeworkContext } from './context.ts';
import {
  answersOf,
  findPublishedHomework,
  findSubmission,
  findSubmissionById,
  itemsOf,
  OPEN_STATES,
  type HomeworkRow,
  type SubmissionRow,
} from './homework.repository.ts';
import { HW_MSG } from './messages.ts';
import {
  answerViews,
  headOf,
  isOverdue,
  itemViews,
  loadQuestions,
  stateOf,
  submissionViewOf,
} from './views.ts';

/**
 * A homework sheet: for its learner (their own answers; keys, analyses and the teacher's
 * results once corrected) or for a teacher of the course (a submission with everything).
 */

async function buildSheet(
  ctx: HomeworkContext,
  homework: HomeworkRow,
  submission: SubmissionRow | undefined,
  viewer: 'student' | 'teacher',
  answering: { mayAnswer: boolean; refusal: string },
): Promise<HomeworkSheet> {
  const now = new Date();
  const items = (await itemsOf(ctx.db, [homework.id])).get(homework.id) ?? [];
  const state = stateOf(submission);
  const corrected = state === 'corrected';
  const reveal = corrected || viewer === 'teacher';
  const questions = await loadQuestions(ctx, items);
  const [titles, views, answers, teacher, students] = await Promise.all([
    courseAndLessonTitles(ctx.db, [homework.course_id], [homework.lesson_id]),
    itemViews(ctx, items, questions, reveal),
    submission ? answersOf(ctx.db, submission.id) : Promise.resolve([]),
    submission?.corrected_by ? teacherNameOf(ctx.db, submission.corrected_by) : null,
    viewer === 'teacher' && submission
      ? displayNamesOf(ctx.db, [submission.user_id])
      : Promise.resolve(new Map<number, string>()),
  ]);
  const head = headOf(
    homework,
    items,
    {
      course: titles.courses.get(homework.course_id) ?? '',
      lesson: titles.lessons.get(homework.lesson_id)?.title ?? '',
    },
    now,
  );
  const handedIn = state === 'submitted' || corrected;
  // A teacher reads what was handed in; a returned homework being redone is the learner's own
  // until it comes back.
  const shownAnswers = viewer === 'teacher' && !handedIn ? [] : answers;
  return {
    homework: head,
    items: views,
    submission: submissionViewOf(
      submission,
      {
        teacher: teacher ?? (submission?.corrected_by ? '老师' : null),
        student:
          viewer === 'teacher' && submission
            ? maskName(students.get(submission.user_id) ?? '')
            : '',
      },
      viewer,
    ),
    answers: answerViews(ctx, items, questions.rows, shownAnswers, {
      graded: corrected || (viewer === 'teacher' && handedIn),
      corrected: corrected || (viewer === 'teacher' && handedIn),
    }),
    mayAnswer: answering.mayAnswer,
    answerRefusal: answering.refusal,
  };
}

/** Whether the learner may still save and hand in, and if not why. */
function answeringOf(
  homework: HomeworkRow,
  submission: SubmissionRow | undefined,
  entitled: { entitled: boolean; reason: string },
) {
  const refuse = (refusal: string) => ({ mayAnswer: false, refusal });
  if (!entitled.entitled) return refuse(entitled.reason || HW_MSG.notStudent);
  const state = stateOf(submission);
  if (state === 'submitted') return refuse(HW_MSG.waitingCorrection);
  if (state === 'corrected') return refuse(HW_MSG.corrected);
  if (!(state === 'todo' || (OPEN_STATES as readonly string[]).includes(state))) {
    return refuse(HW_MSG.notEditable);
  }
  const firstHandIn = (submission?.attempt ?? 0) === 0;
  if (firstHandIn && isOverdue(homework, new Date()) && homework.allow_late !== 1) {
    return refuse(HW_MSG.deadlinePassed);
  }
  return { mayAnswer: true, refusal: '' };
}

export async function studentSheet(ctx: HomeworkContext, userId: number, homeworkId: number) {
  const homework = await findPublishedHomework(ctx.db, homeworkId);
  if (!homework) throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.notFound);
  const [submission, entitled] = await Promise.all([
    findSubmission(ctx.db, homework.id, userId),
    studentAccess(ctx.db, userId, homework.course_id),
  ]);
  // Someone who never held the course sees nothing of its homework but the refusal; someone
  // whose access ended still sees what they handed in.
  if (!entitled.entitled && !submission) throw new ApiError(ApiCode.FORBIDDEN, HW_MSG.notStudent);
  return buildSheet(
    ctx,
    homework,
    submission,
    'student',
    answeringOf(homework, submission, entitled),
  );
}

export async function teacherSheet(ctx: HomeworkContext, teacherId: number, submissionId: number) {
  // Learners are refused before anything is looked up: no id tells them whether it exists.
  await correctableCourses(ctx, teacherId);
  const submission = await findSubmissionById(ctx.db, submissionId);
  if (!submission) throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.submissionNotFound);
  const homework = await findPublishedHomework(ctx.db, submission.homework_id);
  if (!homework) throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.notFound);
  await assertCorrects(ctx, teacherId, homework.course_id);
  // A draft is the learner's own until it is handed in.
  if ((OPEN_STATES as readonly string[]).includes(submission.state) && submission.attempt === 0) {
    throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.submissionNotFound);
  }
  return buildSheet(ctx, homework, submission, 'teacher', { mayAnswer: false, refusal: '' });
}
