import { ApiCode } from '@shangan/shared';
import type { BodyOf, QueryOf } from '@shangan/shared/contracts';
import type {
  CorrectHomework,
  CorrectionQueueRow,
  GetCorrectionQueue,
} from '@shangan/shared/contracts/homework';
import { ApiError } from '../../lib/api-error.ts';
import { sanitizePersonalNote } from '../../lib/sanitize-html.ts';
import { displayNamesOf } from '../accounts/public.ts';
import { courseAndLessonTitles } from '../courses/public.ts';
import { maskName } from '../short-answer/public.ts';
import { assertCorrects, correctableCourses } from './access.ts';
import type { HomeworkContext } from './context.ts';
import {
  answersOf,
  countWaiting,
  findPublishedHomework,
  findSubmissionById,
  homeworkLessons,
  itemsOf,
  nextWaiting,
  queuePage,
  setAnswerResult,
  takeCorrection,
  takeReturn,
} from './homework.repository.ts';
import { checkedMarks } from './marks.ts';
import { CORRECTION_DUE_HOURS, HW_MSG } from './messages.ts';
import { parsePictures } from './views.ts';

/**
 * Correcting homework: the teachers' queue (the courses they teach, oldest hand-in first), and
 * the correction of one submission — every subjective answer scored, with comments and marks
 * over its photos, in one transaction that only a submission still waiting can take — or its
 * return to the learner with a reason.
 */

export async function correctionQueue(
  ctx: HomeworkContext,
  teacherId: number,
  query: QueryOf<typeof GetCorrectionQueue>,
) {
  const scope = await correctableCourses(ctx, teacherId);
  const state = query.state ?? 'submitted';
  const now = Date.now();
  const dueBefore = new Date(now - CORRECTION_DUE_HOURS * 3_600_000).toISOString();
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const [{ total, rows }, pending, lessons] = await Promise.all([
    queuePage(ctx.db, {
      courseIds: scope,
      courseId: query.courseId,
      lessonId: query.lessonId,
      state,
      ...(query.overdue && state === 'submitted' ? { waitingSince: dueBefore } : {}),
      page,
      pageSize,
    }),
    countWaiting(ctx.db, scope),
    homeworkLessons(ctx.db, scope),
  ]);
  const [titles, names, itemTotals] = await Promise.all([
    courseAndLessonTitles(
      ctx.db,
      lessons.map((row) => row.course_id),
      lessons.map((row) => row.lesson_id),
    ),
    displayNamesOf(
      ctx.db,
      rows.map((row) => row.user_id),
    ),
    itemsOf(
      ctx.db,
      rows.map((row) => row.homework_id),
    ),
  ]);
  const list: CorrectionQueueRow[] = rows.map((row) => ({
    submissionId: row.id,
    homeworkId: row.homework_id,
    homeworkTitle: row.title,
    courseId: row.course_id,
    courseTitle: titles.courses.get(row.course_id) ?? '',
    lessonId: row.lesson_id,
    lessonTitle: titles.lessons.get(row.lesson_id)?.title ?? '',
    studentName: maskName(names.get(row.user_id) ?? ''),
    state: row.state as CorrectionQueueRow['state'],
    attempt: row.attempt,
    submittedAt: row.submitted_at,
    late: row.late === 1,
    deadline: row.deadline_at,
    correctedAt: row.corrected_at,
    score: row.state === 'corrected' && row.score_tenths !== null ? row.score_tenths / 10 : null,
    totalScore:
      (itemTotals.get(row.homework_id) ?? []).reduce((sum, item) => sum + item.score_tenths, 0) /
      10,
    overdue: row.state === 'submitted' && row.submitted_at !== null && row.submitted_at < dueBefore,
    rating: row.rating,
  }));
  const courses = new Map<
    number,
    { courseId: number; title: string; lessons: Array<{ lessonId: number; title: string }> }
  >();
  for (const { course_id: courseId, lesson_id: lessonId } of lessons) {
    const course = courses.get(courseId) ?? {
      courseId,
      title: titles.courses.get(courseId) ?? '',
      lessons: [],
    };
    course.lessons.push({ lessonId, title: titles.lessons.get(lessonId)?.title ?? '' });
    courses.set(courseId, course);
  }
  return { list, total, pending, courses: [...courses.values()] };
}

type CorrectionBody = BodyOf<typeof CorrectHomework>;

export async function correctSubmission(
  ctx: HomeworkContext,
  teacherId: number,
  submissionId: number,
  body: CorrectionBody,
) {
  // Learners are refused before anything is looked up: no id tells them whether it exists.
  await correctableCourses(ctx, teacherId);
  const submission = await findSubmissionById(ctx.db, submissionId);
  if (!submission) throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.submissionNotFound);
  const homework = await findPublishedHomework(ctx.db, submission.homework_id);
  if (!homework) throw new ApiError(ApiCode.NOT_FOUND, HW_MSG.notFound);
  await assertCorrects(ctx, teacherId, homework.course_id);
  if (submission.state !== 'submitted')
    throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.notSubmitted);
  const now = new Date().toISOString();

  if (body.action === 'return') {
    // Plain text, shown as text: nothing in it is markup to strip.
    const reason = (body.returnReason ?? '').trim();
    if (!reason) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.returnReasonMissing);
    const taken = await takeReturn(ctx.db, submission.id, { teacherId, now, reason });
    if (!taken) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.notSubmitted);
    return {
      state: 'returned' as const,
      score: null,
      nextSubmissionId: await nextWaiting(ctx.db, homework.course_id, submission.id),
    };
  }

  const items = (await itemsOf(ctx.db, [homework.id])).get(homework.id) ?? [];
  const answers = new Map(
    (await answersOf(ctx.db, submission.id)).map((row) => [row.item_id, row]),
  );
  // A comment may show the learner's own photos of this homework, and no other picture.
  const ownPhotos = new Set([...answers.values()].flatMap((row) => parsePictures(row.pictures)));
  const isOwnPicture = (src: string) => ownPhotos.has(src);
  const corrections = new Map((body.items ?? []).map((entry) => [entry.itemId, entry]));
  const itemIds = new Set(items.map((item) => item.id));
  for (const entry of corrections.values()) {
    if (!itemIds.has(entry.itemId)) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.itemUnknown);
  }
  const writes: Array<{ itemId: number; scoreTenths: number; comment: string; marks: string }> = [];
  let subjectiveTenths = 0;
  for (const [index, item] of items.entries()) {
    const entry = corrections.get(item.id);
    if (item.kind === 'objective') {
      if (entry)
        throw new ApiError(ApiCode.BAD_REQUEST, `第${index + 1}题：${HW_MSG.objectiveNotScored}`);
      continue;
    }
    if (!entry) throw new ApiError(ApiCode.BAD_REQUEST, `第${index + 1}题：${HW_MSG.scoreMissing}`);
    const tenths = entry.score * 10;
    if (!Number.isInteger(tenths) || tenths % 5 !== 0 || tenths > item.score_tenths) {
      throw new ApiError(ApiCode.BAD_REQUEST, `第${index + 1}题：${HW_MSG.scoreRange}`);
    }
    const pictures = parsePictures(answers.get(item.id)?.pictures ?? '[]');
    const marks = checkedMarks(entry.marks ?? [], pictures, index + 1);
    subjectiveTenths += tenths;
    writes.push({
      itemId: item.id,
      scoreTenths: tenths,
      comment: sanitizePersonalNote(entry.comment ?? '', isOwnPicture),
      marks: JSON.stringify(marks),
    });
  }
  const scoreTenths = (submission.objective_tenths ?? 0) + subjectiveTenths;
  const comment = sanitizePersonalNote(body.comment ?? '', isOwnPicture);
  await ctx.db.transaction().execute(async (trx) => {
    const taken = await takeCorrection(trx, submission.id, {
      teacherId,
      now,
      scoreTenths,
      comment,
    });
    if (!taken) throw new ApiError(ApiCode.BAD_REQUEST, HW_MSG.notSubmitted);
    for (const write of writes) {
      await setAnswerResult(
        trx,
        { submissionId: submission.id, itemId: write.itemId },
        {
          scoreTenths: write.scoreTenths,
          comment: write.comment,
          marks: write.marks,
          now,
        },
      );
    }
  });
  return {
    state: 'corrected' as const,
    score: scoreTenths / 10,
    nextSubmissionId: await nextWaiting(ctx.db, homework.course_id, submission.id),
  };
}
