import { ApiCode } from '@shangan/shared';
import type {
  LectureDetail,
  LectureItem,
  LectureModule,
  LectureSubject,
} from '@shangan/shared/contracts/video-teaching/lectures';
import { ApiError } from '../../lib/api-error.ts';
import { watchProgress } from '../course-video/public.ts';
import {
  descendantIds,
  findCatalogues,
  findQuestionsByIds,
  questionStem,
  questionView,
  type Viewer,
} from '../question-bank/public.ts';
import { LECTURE_GONE, lockStateOf } from './access.ts';
import { findSubjectsByIds } from './bank-reads.ts';
import { countCards } from './card.repository.ts';
import type { VideoTeachingContext } from './context.ts';
import {
  findLecturePage,
  findLecturePlaces,
  findOnlineLecture,
  findSiblingLectures,
  type LectureFilter,
  type LectureRow,
} from './lecture.repository.ts';
import { findUnlocks } from './unlock.repository.ts';

type CatalogueRow = Awaited<ReturnType<typeof findCatalogues>>[number];

/** The top of a node's branch: its module (a level-1 node is its own module). */
function moduleOf(byId: Map<number, CatalogueRow>, id: number): CatalogueRow | undefined {
  let node = byId.get(id);
  for (let depth = 0; node && node.parent_id !== null && depth < 10; depth++) {
    node = byId.get(node.parent_id);
  }
  return node;
}

/** Lecture rows as the lists show them to this viewer, in the order given. */
export async function lectureItems(
  ctx: VideoTeachingContext,
  viewer: Viewer,
  rows: LectureRow[],
): Promise<LectureItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [catalogues, subjects, questions, unlocks, progress] = await Promise.all([
    findCatalogues(ctx.db),
    findSubjectsByIds(
      ctx.db,
      rows.map((row) => row.subject_id),
    ),
    findQuestionsByIds(
      ctx.db,
      rows.map((row) => row.question_id),
    ),
    viewer.userId === null
      ? new Map<number, { created_at: string }>()
      : findUnlocks(ctx.db, viewer.userId, ids),
    viewer.userId === null
      ? new Map<number, { watchedSeconds: number; completed: boolean }>()
      : watchProgress(ctx.db, viewer.userId, 'lecture', ids),
  ]);
  const byId = new Map(catalogues.map((node) => [node.id, node]));
  const questionById = new Map(questions.map((row) => [row.id, row]));
  return rows.map((row) => {
    const point = byId.get(row.catalogue_id);
    const subjectName = subjects.get(row.subject_id)?.name ?? '';
    const question = questionById.get(row.question_id);
    const unlock = unlocks.get(row.id);
    const watched = progress.get(row.id);
    return {
      id: row.id,
      title: row.title,
      teacherName: row.teacher_name,
      teacherTitle: row.teacher_title,
      subjectId: row.subject_id,
      subjectName,
      moduleName: moduleOf(byId, row.catalogue_id)?.name ?? '',
      knowledgePoint: { id: row.catalogue_id, name: point?.name ?? '' },
      questionId: row.question_id,
      questionSummary: question
        ? questionStem(viewer, question, subjectName, point?.name ?? null).summary
        : '',
      durationSeconds: row.duration_seconds,
      trialSeconds: row.trial_seconds,
      lockState: lockStateOf(unlock !== undefined, viewer.isVip),
      unlockedAt: unlock?.created_at ?? null,
      progress: watched
        ? { watchedSeconds: watched.watchedSeconds, completed: watched.completed }
        : null,
    };
  });
}

/** GET videoTeaching/list: a page of lectures of a subject, or under a module or point. */
export async function listLectures(
  ctx: VideoTeachingContext,
  viewer: Viewer,
  query: {
    subjectId?: number;
    catalogueId?: number;
    filter?: 'all' | 'unlocked';
    page?: number;
    pageSize?: number;
  },
): Promise<{ list: LectureItem[]; total: number }> {
  const filter: LectureFilter = {};
  if (query.subjectId !== undefined) filter.subjectId = query.subjectId;
  if (query.catalogueId !== undefined) {
    const catalogues = await findCatalogues(ctx.db);
    if (!catalogues.some((node) => node.id === query.catalogueId)) {
      throw new ApiError(ApiCode.NOT_FOUND, '知识点不存在');
    }
    filter.catalogueIds = descendantIds(catalogues, query.catalogueId);
  }
  if (query.filter === 'unlocked') {
    // A visitor has unlocked nothing.
    if (viewer.userId === null) return { list: [], total: 0 };
    filter.unlockedBy = viewer.userId;
  }
  const page = query.page ?? 1;
  const { rows, total } = await findLecturePage(ctx.db, filter, page, query.pageSize ?? 10);
  return { list: await lectureItems(ctx, viewer, rows), total };
}

/**
 * GET videoTeaching/catalogueList: the subjects with lectures, their modules and knowledge
 * points in the bank's order, with how many lectures each holds and how many of them the viewer
 * may watch in full.
 */
export async function lectureCatalogue(
  ctx: VideoTeachingContext,
  viewer: Viewer,
  subjectId?: number,
): Promise<LectureSubject[]> {
  const places = await findLecturePlaces(ctx.db, subjectId);
  if (places.length === 0) return [];
  const [catalogues, subjects, unlocks] = await Promise.all([
    findCatalogues(ctx.db, subjectId),
    findSubjectsByIds(
      ctx.db,
      places.map((place) => place.subject_id),
    ),
    viewer.userId === null
      ? new Map<number, unknown>()
      : findUnlocks(
          ctx.db,
          viewer.userId,
          places.map((place) => place.id),
        ),
  ]);
  const byId = new Map(catalogues.map((node) => [node.id, node]));
  const counts = new Map<number, { lectureCount: number; openCount: number }>();
  const bump = (key: number, open: boolean) => {
    const entry = counts.get(key) ?? { lectureCount: 0, openCount: 0 };
    entry.lectureCount += 1;
    if (open) entry.openCount += 1;
    counts.set(key, entry);
  };
  const subjectCounts = new Map<number, { lectureCount: number; openCount: number }>();
  for (const place of places) {
    const open = viewer.isVip || unlocks.has(place.id);
    const entry = subjectCounts.get(place.subject_id) ?? { lectureCount: 0, openCount: 0 };
    entry.lectureCount += 1;
    if (open) entry.openCount += 1;
    subjectCounts.set(place.subject_id, entry);
    const module = moduleOf(byId, place.catalogue_id);
    if (module) bump(module.id, open);
    if (module && module.id !== place.catalogue_id) bump(place.catalogue_id, open);
  }

  const withCounts = (node: CatalogueRow) => ({
    id: node.id,
    name: node.name,
    ...(counts.get(node.id) ?? { lectureCount: 0, openCount: 0 }),
  });
  // findCatalogues answers level by level, each in the bank's order.
  const modules = new Map<number, LectureModule[]>();
  const points = new Map<number, LectureModule['points']>();
  for (const node of catalogues) {
    if (!counts.has(node.id)) continue;
    if (node.parent_id === null) {
      const list = modules.get(node.subject_id) ?? [];
      list.push({ ...withCounts(node), points: [] });
      modules.set(node.subject_id, list);
    } else {
      const module = moduleOf(byId, node.id);
      if (!module) continue;
      const list = points.get(module.id) ?? [];
      list.push(withCounts(node));
      points.set(module.id, list);
    }
  }
  return [...subjects.values()]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((subject) => ({
      id: subject.id,
      name: subject.name,
      description: subject.description,
      ...(subjectCounts.get(subject.id) ?? { lectureCount: 0, openCount: 0 }),
      modules: (modules.get(subject.id) ?? []).map((module) => ({
        ...module,
        points: points.get(module.id) ?? [],
      })),
    }));
}

/** How many other lectures of the same knowledge point the detail suggests. */
const RELATED_COUNT = 4;

/**
 * GET videoTeaching/getQuestion: the lecture, the question it explains as the question bank shows
 * it to this viewer, the viewer's usable cards and other lectures on the same point.
 */
export async function lectureQuestion(
  ctx: VideoTeachingContext,
  viewer: Viewer,
  lectureId: number,
): Promise<{
  lecture: LectureDetail;
  question: Awaited<ReturnType<typeof questionView>>;
  experienceNum: number;
  related: LectureItem[];
}> {
  const row = await findOnlineLecture(ctx.db, lectureId);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, LECTURE_GONE);
  const [[item], question, cards, siblings] = await Promise.all([
    lectureItems(ctx, viewer, [row]),
    questionView(ctx, viewer, row.question_id),
    viewer.userId === null ? null : countCards(ctx.db, viewer.userId, new Date().toISOString()),
    findSiblingLectures(ctx.db, row, RELATED_COUNT),
  ]);
  return {
    lecture: { ...item!, intro: row.intro },
    question,
    experienceNum: cards?.usable ?? 0,
    related: await lectureItems(ctx, viewer, siblings),
  };
}
