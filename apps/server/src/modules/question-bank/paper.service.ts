import type { FastifyInstance } from 'fastify';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';
import { countAnswered, findOpenPaperExercise } from './exercise.repository.ts';
import { elapsedSeconds, remainingSeconds } from './exercise-state.ts';
import { expireOverdueAttempts } from './exercise.service.ts';
import type { PaperSummary } from './question-bank.schemas.ts';
import { mayOpen, type Viewer } from './rights.ts';

/** Past papers (历年真题): the filtered list, one paper's summary and the learner's attempts. */
export interface PaperFilter {
  page: number;
  size: number;
  subjectId?: number;
  year?: number;
  region?: string;
  examType?: string;
  examinationLevel?: string;
  keyword?: string;
}

function paperQuery(app: FastifyInstance) {
  return app.db
    .selectFrom('qb_paper as p')
    .innerJoin('qb_subject as s', 's.id', 'p.subject_id')
    .selectAll('p')
    .select('s.name as subject_name')
    .select((eb) =>
      eb
        .selectFrom('qb_question as q')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('q.paper_id', '=', 'p.id')
        .where('q.type_code', '!=', 'composite')
        .as('question_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('qb_question as q')
        .select((inner) => inner.fn.sum<number>('q.score_tenths').as('n'))
        .whereRef('q.paper_id', '=', 'p.id')
        .where('q.type_code', '!=', 'composite')
        .as('score_tenths'),
    );
}

type PaperRow = Awaited<ReturnType<ReturnType<typeof paperQuery>['executeTakeFirstOrThrow']>>;

async function toSummary(
  app: FastifyInstance,
  viewer: Viewer,
  row: PaperRow,
): Promise<PaperSummary> {
  let doneCount = 0;
  if (viewer.userId) {
    const done = await app.db
      .selectFrom('qb_exercise')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', viewer.userId)
      .where('paper_id', '=', row.id)
      .where('status', '=', 'submitted')
      .executeTakeFirstOrThrow();
    doneCount = Number(done.n);
  }
  return {
    id: row.id,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    title: row.title,
    year: row.year,
    region: row.region,
    examType: row.exam_type,
    examinationLevel: row.examination_level,
    timeLimitMinutes: row.time_limit_minutes,
    questionCount: Number(row.question_count ?? 0),
    totalScore: Number(row.score_tenths ?? 0) / 10,
    description: row.description,
    vipOnly: row.vip_only === 1,
    locked: !mayOpen(viewer, row.vip_only),
    doneCount,
  };
}

export async function paperPage(app: FastifyInstance, viewer: Viewer, filter: PaperFilter) {
  let query = paperQuery(app);
  if (filter.subjectId) query = query.where('p.subject_id', '=', filter.subjectId);
  if (filter.year) query = query.where('p.year', '=', filter.year);
  if (filter.region) query = query.where('p.region', '=', filter.region);
  if (filter.examType) query = query.where('p.exam_type', '=', filter.examType);
  if (filter.examinationLevel) {
    query = query.where('p.examination_level', '=', filter.examinationLevel);
  }
  // LIKE wildcards in the keyword are dropped: the two engines escape them differently.
  const keyword = filter.keyword?.replace(/[\\%_]/g, '').trim();
  if (keyword) query = query.where('p.title', 'like', `%${keyword}%`);
  const [rows, count, regions] = await Promise.all([
    query
      .orderBy('p.year', 'desc')
      .orderBy('p.sort_order')
      .orderBy('p.id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    app.db.selectFrom('qb_paper').select('region').distinct().orderBy('region').execute(),
  ]);
  const list = [];
  for (const row of rows) list.push(await toSummary(app, viewer, row));
  return { list, total: Number(count.n), regions: regions.map((row) => row.region) };
}

export async function paperSummary(
  app: FastifyInstance,
  viewer: Viewer,
  paperId: number,
): Promise<PaperSummary> {
  const row = await paperQuery(app).where('p.id', '=', paperId).executeTakeFirst();
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '试卷不存在');
  return toSummary(app, viewer, row);
}

/** Where the learner stands with a paper: open attempts per mode and the last result. */
export async function paperDoStatus(app: FastifyInstance, viewer: Viewer, paperId: number) {
  const paper = await paperSummary(app, viewer, paperId);
  if (viewer.userId) await expireOverdueAttempts(app, viewer.userId);
  const attempt = async (kind: 'paper' | 'mock') => {
    if (!viewer.userId) return null;
    const open = await findOpenPaperExercise(app.db, viewer.userId, paperId, kind);
    if (!open) return null;
    return {
      exerciseId: open.id,
      status: open.status,
      answeredCount: await countAnswered(app.db, open.id),
      questionCount: open.question_count,
      elapsedSeconds: elapsedSeconds(open),
      remainingSeconds: remainingSeconds(open),
    };
  };
  const last = viewer.userId
    ? await app.db
        .selectFrom('qb_exercise')
        .select(['id', 'kind', 'score_tenths', 'correct_count', 'question_count', 'submitted_at'])
        .where('user_id', '=', viewer.userId)
        .where('paper_id', '=', paperId)
        .where('status', '=', 'submitted')
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  const [practice, mock] = await Promise.all([attempt('paper'), attempt('mock')]);
  return {
    paper,
    // 0 not started, 1 in progress (or paused), 2 handed in at least once.
    doStatus: practice || mock ? 1 : last ? 2 : 0,
    practice,
    mock,
    lastResult: last
      ? {
          exerciseId: last.id,
          kind: last.kind,
          score: (last.score_tenths ?? 0) / 10,
          correctCount: last.correct_count ?? 0,
          questionCount: last.question_count,
          submittedAt: last.submitted_at ?? '',
        }
      : null,
  };
}

export async function examinationLevels(app: FastifyInstance) {
  const rows = await app.db
    .selectFrom('qb_paper')
    .select(['exam_type', 'examination_level'])
    .distinct()
    .orderBy('exam_type')
    .orderBy('examination_level')
    .execute();
  return rows.map((row) => ({ examType: row.exam_type, name: row.examination_level }));
}
