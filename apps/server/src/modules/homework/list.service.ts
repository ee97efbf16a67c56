import { ApiCode } from '@shangan/shared';
import type {
  HomeworkCounts,
  HomeworkListItem,
  HomeworkTab,
} from '@shangan/shared/contracts/homework';
import { ApiError } from '../../lib/api-error.ts';
import { courseAndLessonTitles, studiedCourseIds } from '../courses/public.ts';
import type { HomeworkContext } from './context.ts';
import { itemsOf, publishedHomeworkOf, submissionsOf } from './homework.repository.ts';
import { headOf, listItemOf } from './views.ts';

/**
 * A learner's homework lists: of every course they study (我的作业) or of one course. The tabs
 * are 待完成 (todo, draft, returned), 已提交 and 已批改; each list is short (a course has a
 * homework per lesson at most), so it is built whole and paged here.
 */
const TAB_STATES: Record<Exclude<HomeworkTab, 'all'>, readonly string[]> = {
  todo: ['todo', 'draft', 'returned'],
  submitted: ['submitted'],
  corrected: ['corrected'],
};

async function homeworkRows(ctx: HomeworkContext, userId: number, courseIds: number[]) {
  const homework = await publishedHomeworkOf(ctx.db, courseIds);
  const ids = homework.map((row) => row.id);
  const [items, submissions, titles] = await Promise.all([
    itemsOf(ctx.db, ids),
    submissionsOf(ctx.db, userId, ids),
    courseAndLessonTitles(
      ctx.db,
      homework.map((row) => row.course_id),
      homework.map((row) => row.lesson_id),
    ),
  ]);
  const now = new Date();
  return homework.map((row) => {
    const rowItems = items.get(row.id) ?? [];
    const head = headOf(
      row,
      rowItems,
      {
        course: titles.courses.get(row.course_id) ?? '',
        lesson: titles.lessons.get(row.lesson_id)?.title ?? '',
      },
      now,
    );
    return listItemOf(head, rowItems.length, submissions.get(row.id));
  });
}

function countsOf(rows: HomeworkListItem[]): HomeworkCounts {
  const count = (tab: keyof typeof TAB_STATES) =>
    rows.filter((row) => TAB_STATES[tab].includes(row.state)).length;
  return { todo: count('todo'), submitted: count('submitted'), corrected: count('corrected') };
}

/** Due soonest first among the open ones; the latest hand-in or correction first otherwise. */
function ordered(rows: HomeworkListItem[], tab: HomeworkTab): HomeworkListItem[] {
  const filtered = tab === 'all' ? rows : rows.filter((row) => TAB_STATES[tab].includes(row.state));
  const far = '9999';
  return [...filtered].sort((a, b) => {
    if (tab === 'todo') return (a.deadline ?? far).localeCompare(b.deadline ?? far);
    const at = (row: HomeworkListItem) => row.correctedAt ?? row.submittedAt ?? '';
    return at(b).localeCompare(at(a)) || a.homeworkId - b.homeworkId;
  });
}

export async function myHomework(
  ctx: HomeworkContext,
  userId: number,
  query: { type?: HomeworkTab; page?: number; pageSize?: number },
) {
  const rows = await homeworkRows(ctx, userId, await studiedCourseIds(ctx.db, userId));
  const tab = query.type ?? 'todo';
  const list = ordered(rows, tab);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  return {
    list: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    counts: countsOf(rows),
  };
}

export async function courseHomework(
  ctx: HomeworkContext,
  userId: number,
  courseId: number,
  type: HomeworkTab = 'all',
) {
  const titles = await courseAndLessonTitles(ctx.db, [courseId], []);
  const courseTitle = titles.courses.get(courseId);
  if (courseTitle === undefined) throw new ApiError(ApiCode.NOT_FOUND, '课程不存在');
  const rows = await homeworkRows(ctx, userId, [courseId]);
  const list = type === 'all' ? rows : ordered(rows, type);
  return { courseId, courseTitle, list, counts: countsOf(rows) };
}
