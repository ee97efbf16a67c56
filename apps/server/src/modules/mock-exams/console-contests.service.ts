import {
  ApiCode,
  CONTEST_LEVEL_MAX,
  CONTEST_RULES_MAX,
  CONTEST_STAGE_MAX_MINUTES,
  CONTEST_STAGE_MIN_MINUTES,
  CONTEST_SUBTITLE_MAX,
  CONTEST_TITLE_MAX,
  ConsoleMockExamMsg,
  PAPER_EXAM_TYPES,
} from '@shangan/shared';
import type {
  ConsoleMockExam,
  ContestPaperOption,
} from '@shangan/shared/contracts/console/mock-exams';
import { MOCK_EXAM_STAGE_NAMES, type MockExamStage } from '@shangan/shared/contracts/mock-exams';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount } from '../../lib/plain-text.ts';
import { recordAudit } from '../audit/public.ts';
import { paperTotals } from './bank-reads.repository.ts';
import { contestState } from './contest-clock.ts';
import { createContest } from './contest-writer.ts';
import { contestLockKey, type MockExamsContext } from './context.ts';
import { findStages, insertStage, type ContestRow } from './mock-exam.repository.ts';

/**
 * The console's mock contests, for teachers and editors. A contest is scheduled from draft
 * papers of 试卷管理 (a 行测 paper, and a 申论 one of short answers if wanted): in the same transaction they
 * become the contest's papers (qb_paper.kind 'contest'), secret until it closes and never
 * listed among past papers. Results are computed by the sweeper when the last stage closes;
 * here they are read. Before it starts a contest may be changed (its papers only while nobody
 * has applied), or cancelled while nobody has applied; papers it lets go become drafts again.
 */
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
const MINUTE_MS = 60_000;
/** Only one scheduling at a time decides which drafts become contest papers. */
const PAPERS_LOCK = 'mock-console-papers';

async function contestViews(db: Db | Trx, rows: ContestRow[]): Promise<ConsoleMockExam[]> {
  const ids = rows.map((row) => row.id);
  const stages = await findStages(db, ids);
  const paperIds = [...stages.values()].flat().map((stage) => stage.paper_id);
  const [totals, papers, applicants, candidates] = await Promise.all([
    paperTotals(db, paperIds),
    paperIds.length === 0
      ? []
      : db.selectFrom('qb_paper').select(['id', 'title']).where('id', 'in', paperIds).execute(),
    countBy(db, 'mock_exam_application', ids),
    countBy(db, 'mock_exam_entry', ids),
  ]);
  const titles = new Map(papers.map((paper) => [paper.id, paper.title]));
  const now = Date.now();
  return rows.map((row) => {
    const ranked = row.ranked_count;
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      examType: row.exam_type,
      examinationLevel: row.examination_level,
      rules: row.rules,
      state: contestState(row, now),
      applyStartAt: row.apply_start_at,
      startAt: row.start_at,
      endAt: row.end_at,
      lateEntryMinutes: row.late_entry_minutes,
      shuffleQuestions: row.shuffle_questions === 1,
      shuffleOptions: row.shuffle_options === 1,
      stages: (stages.get(row.id) ?? []).map((stage) => ({
        stage: stage.stage as MockExamStage,
        paperId: stage.paper_id,
        paperTitle: titles.get(stage.paper_id) ?? '',
        questionCount: totals.get(stage.paper_id)?.questionCount ?? 0,
        startAt: stage.start_at,
        endAt: stage.end_at,
      })),
      applicants: applicants.get(row.id) ?? 0,
      candidates: candidates.get(row.id) ?? 0,
      resultsPublishedAt: row.results_published_at,
      rankedCount: ranked,
      averageScore: ranked > 0 ? Math.round(Number(row.score_sum_tenths) / ranked) / 10 : null,
      topScore: ranked > 0 ? row.score_top_tenths / 10 : null,
      createdAt: row.created_at,
    };
  });
}

/** Learners per contest: who applied, or who entered its 行测 stage. */
async function countBy(
  db: Db | Trx,
  table: 'mock_exam_application' | 'mock_exam_entry',
  contestIds: number[],
): Promise<Map<number, number>> {
  if (contestIds.length === 0) return new Map();
  let query = db
    .selectFrom(table)
    .select(['mock_exam_id', (eb) => eb.fn.count<number>('user_id').distinct().as('n')])
    .where('mock_exam_id', 'in', contestIds);
  if (table === 'mock_exam_entry') query = query.where('stage', '=', 'xingce');
  const rows = await query.groupBy('mock_exam_id').execute();
  return new Map(rows.map((row) => [row.mock_exam_id, Number(row.n)]));
}

export async function listConsoleMockExams(
  ctx: MockExamsContext,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: ConsoleMockExam[]; total: number }> {
  const size = query.pageSize ?? 10;
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    ctx.db
      .selectFrom('mock_exam')
      .selectAll()
      .orderBy('start_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    ctx.db
      .selectFrom('mock_exam')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await contestViews(ctx.db, rows), total: Number(count.n) };
}

/**
 * Papers with their gradable questions counted, and how many of those are short answers: a
 * 申论 stage takes a paper of short answers only (its hand-in queues them for graders), a 行测
 * stage one without any (it is graded and ranked at once). Drafts only, unless ids are named.
 */
function papersWithCounts(db: Db | Trx, ids?: number[]) {
  const leaves = (eb: ExpressionBuilder<Database, 'qb_paper'>) =>
    eb
      .selectFrom('qb_question as q')
      .whereRef('q.paper_id', '=', 'qb_paper.id')
      .where('q.type_code', '!=', 'composite');
  let query = db
    .selectFrom('qb_paper')
    .select(['id', 'title', 'kind', 'time_limit_minutes'])
    .select((eb) =>
      leaves(eb)
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('leaves'),
    )
    .select((eb) =>
      leaves(eb)
        .where('q.type_code', '=', 'short_answer')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('essays'),
    );
  query = ids ? query.where('id', 'in', ids) : query.where('kind', '=', 'draft');
  return query.orderBy('id', 'desc').execute();
}

type PaperCounts = Awaited<ReturnType<typeof papersWithCounts>>[number];

/** The stage a paper fits, or null when it has no question or mixes both kinds. */
function stageOf(paper: PaperCounts): MockExamStage | null {
  const leaves = Number(paper.leaves ?? 0);
  const essays = Number(paper.essays ?? 0);
  if (leaves === 0) return null;
  if (essays === 0) return 'xingce';
  return essays === leaves ? 'shenlun' : null;
}

export async function listContestPaperOptions(
  ctx: MockExamsContext,
): Promise<ContestPaperOption[]> {
  const rows = await papersWithCounts(ctx.db);
  return rows.flatMap((row) => {
    const stage = stageOf(row);
    return stage
      ? [
          {
            id: row.id,
            title: row.title,
            stage,
            questionCount: Number(row.leaves),
            timeLimitMinutes: row.time_limit_minutes,
          },
        ]
      : [];
  });
}

export interface ContestScheduleInput {
  title: string;
  subtitle: string;
  examType: string;
  examinationLevel: string;
  rules: string;
  applyStartAt: string;
  lateEntryMinutes: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  stages: Array<{ stage: MockExamStage; paperId: number; startAt: string; endAt: string }>;
}

/** The fields as stored, or the first thing wrong with them. */
function checked(input: ContestScheduleInput, now: number) {
  const title = input.title.trim();
  if (!title) throw bad(ConsoleMockExamMsg.titleRequired);
  if (charCount(title) > CONTEST_TITLE_MAX) throw bad(ConsoleMockExamMsg.titleTooLong);
  const subtitle = input.subtitle.trim();
  if (charCount(subtitle) > CONTEST_SUBTITLE_MAX) throw bad(ConsoleMockExamMsg.subtitleTooLong);
  if (!(PAPER_EXAM_TYPES as readonly string[]).includes(input.examType)) {
    throw bad(ConsoleMockExamMsg.examTypeInvalid);
  }
  const level = input.examinationLevel.trim();
  if (charCount(level) > CONTEST_LEVEL_MAX) throw bad(ConsoleMockExamMsg.levelTooLong);
  const rules = input.rules.trim();
  if (!rules) throw bad(ConsoleMockExamMsg.rulesRequired);
  if (charCount(rules) > CONTEST_RULES_MAX) throw bad(ConsoleMockExamMsg.rulesTooLong);

  const kinds = input.stages.map((stage) => stage.stage);
  if (new Set(kinds).size !== kinds.length) throw bad(ConsoleMockExamMsg.stageRepeated);
  if (!kinds.includes('xingce')) throw bad(ConsoleMockExamMsg.xingceRequired);
  if (new Set(input.stages.map((stage) => stage.paperId)).size !== kinds.length) {
    throw bad(ConsoleMockExamMsg.paperTwice);
  }
  const stages = input.stages
    .map((stage) => ({ ...stage, start: Date.parse(stage.startAt), end: Date.parse(stage.endAt) }))
    .sort((a, b) => a.start - b.start);
  for (const [index, stage] of stages.entries()) {
    if (Number.isNaN(stage.start) || Number.isNaN(stage.end)) {
      throw bad(ConsoleMockExamMsg.timeInvalid);
    }
    if (stage.start <= now) throw bad(ConsoleMockExamMsg.stageInPast);
    const minutes = (stage.end - stage.start) / MINUTE_MS;
    if (minutes < CONTEST_STAGE_MIN_MINUTES || minutes > CONTEST_STAGE_MAX_MINUTES) {
      throw bad(ConsoleMockExamMsg.stageLength);
    }
    if (input.lateEntryMinutes >= minutes) throw bad(ConsoleMockExamMsg.lateEntryTooLong);
    const previous = stages[index - 1];
    if (previous && previous.end > stage.start) throw bad(ConsoleMockExamMsg.stagesOverlap);
  }
  const applyStart = Date.parse(input.applyStartAt);
  if (Number.isNaN(applyStart)) throw bad(ConsoleMockExamMsg.timeInvalid);
  if (applyStart >= stages[0]!.start) throw bad(ConsoleMockExamMsg.applyAfterStart);
  return {
    title,
    subtitle,
    examType: input.examType,
    examinationLevel: level,
    rules,
    applyStartAt: new Date(applyStart).toISOString(),
    lateEntryMinutes: input.lateEntryMinutes,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
    stages: stages.map((stage) => ({
      stage: stage.stage,
      paperId: stage.paperId,
      startAt: new Date(stage.start).toISOString(),
      endAt: new Date(stage.end).toISOString(),
    })),
  };
}

/**
 * Makes draft papers a contest's papers, each checked for its stage: a 行测 paper without short
 * answers, a 申论 one of short answers only, never empty. `own` are papers the contest already
 * holds, kept as they are.
 */
async function takePapers(
  ctx: MockExamsContext,
  trx: Trx,
  stages: Array<{ stage: MockExamStage; paperId: number }>,
  own: number[] = [],
): Promise<void> {
  const wanted = stages.filter((stage) => !own.includes(stage.paperId));
  if (wanted.length === 0) return;
  // A question being added to one of them (题目管理) lands before the paper is checked.
  for (const paperId of wanted.map((stage) => stage.paperId).sort((a, b) => a - b)) {
    await lockKey(trx, ctx.engine, `qb-paper:${paperId}`);
  }
  const papers = new Map(
    (
      await papersWithCounts(
        trx,
        wanted.map((stage) => stage.paperId),
      )
    ).map((row) => [row.id, row]),
  );
  for (const stage of wanted) {
    const paper = papers.get(stage.paperId);
    if (!paper || paper.kind !== 'draft') throw bad(ConsoleMockExamMsg.paperNotDraft);
    if (Number(paper.leaves ?? 0) === 0) throw bad(ConsoleMockExamMsg.paperEmpty);
    if (stageOf(paper) !== stage.stage) {
      throw bad(ConsoleMockExamMsg.paperSubject(MOCK_EXAM_STAGE_NAMES[stage.stage]));
    }
  }
  await trx
    .updateTable('qb_paper')
    .set({ kind: 'contest' })
    .where(
      'id',
      'in',
      wanted.map((stage) => stage.paperId),
    )
    .execute();
}

/** Papers a contest no longer uses go back to drafts, to be used again. */
async function releasePapers(trx: Trx, paperIds: number[]): Promise<void> {
  if (paperIds.length === 0) return;
  await trx.updateTable('qb_paper').set({ kind: 'draft' }).where('id', 'in', paperIds).execute();
}

/** Schedules a contest; its draft papers become its papers in the same transaction. */
export async function createConsoleMockExam(
  ctx: MockExamsContext,
  actorId: number,
  input: ContestScheduleInput,
): Promise<ConsoleMockExam> {
  const now = Date.now();
  const contest = checked(input, now);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, PAPERS_LOCK);
    await takePapers(ctx, trx, contest.stages);
    const created = await createContest(trx, contest, new Date(now).toISOString());
    await recordAudit(trx, {
      actorId,
      action: 'mock_exam.create',
      entity: 'mock_exam',
      entityId: created,
      before: null,
      after: contest,
    });
    return created;
  });
  const row = await ctx.db
    .selectFrom('mock_exam')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return (await contestViews(ctx.db, [row]))[0]!;
}

/** Cancels a contest nobody applied to before its first stage; its papers return to drafts. */
export async function cancelConsoleMockExam(
  ctx: MockExamsContext,
  actorId: number,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, PAPERS_LOCK);
    const row = await trx
      .selectFrom('mock_exam')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError(ApiCode.NOT_FOUND, ConsoleMockExamMsg.notFound);
    if (Date.parse(row.start_at) <= Date.now()) throw bad(ConsoleMockExamMsg.startedContest);
    const applied = (await countBy(trx, 'mock_exam_application', [id])).get(id) ?? 0;
    if (applied > 0) throw bad(ConsoleMockExamMsg.appliedContest(applied));
    const stages = (await findStages(trx, [id])).get(id) ?? [];
    const [view] = await contestViews(trx, [row]);
    await trx.deleteFrom('mock_exam').where('id', '=', id).execute();
    await releasePapers(
      trx,
      stages.map((stage) => stage.paper_id),
    );
    await recordAudit(trx, {
      actorId,
      action: 'mock_exam.cancel',
      entity: 'mock_exam',
      entityId: id,
      before: { title: view!.title, startAt: view!.startAt },
      after: null,
    });
  });
}

/**
 * Changes a contest before it starts. Its times, title and rules may change whoever applied
 * (the start reminder follows the new start); its papers and stages only while nobody has,
 * since applicants signed up for what it held. Papers it stops using go back to drafts.
 */
export async function updateConsoleMockExam(
  ctx: MockExamsContext,
  actorId: number,
  input: ContestScheduleInput & { id: number },
): Promise<ConsoleMockExam> {
  const now = Date.now();
  const contest = checked(input, now);
  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, PAPERS_LOCK);
    // Learners applying meanwhile wait, and so the count of applicants below holds.
    await lockKey(trx, ctx.engine, contestLockKey(input.id));
    const row = await trx
      .selectFrom('mock_exam')
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw new ApiError(ApiCode.NOT_FOUND, ConsoleMockExamMsg.notFound);
    if (Date.parse(row.start_at) <= now) throw bad(ConsoleMockExamMsg.startedEdit);
    const before = (await findStages(trx, [row.id])).get(row.id) ?? [];
    const samePapers =
      before.length === contest.stages.length &&
      contest.stages.every((stage) =>
        before.some((old) => old.stage === stage.stage && old.paper_id === stage.paperId),
      );
    if (!samePapers) {
      const applied = (await countBy(trx, 'mock_exam_application', [row.id])).get(row.id) ?? 0;
      if (applied > 0) throw bad(ConsoleMockExamMsg.papersLocked(applied));
    }
    const [view] = await contestViews(trx, [row]);
    // A paper kept for its own stage stays; any other goes back to drafts and, if named again
    // (for the other stage), is checked as any draft is.
    const kept = before
      .filter((old) =>
        contest.stages.some((stage) => stage.stage === old.stage && stage.paperId === old.paper_id),
      )
      .map((stage) => stage.paper_id);
    // Stage rows hold unique paper ids: the old ones go before the new ones are written.
    await trx.deleteFrom('mock_exam_stage').where('mock_exam_id', '=', row.id).execute();
    await releasePapers(
      trx,
      before.map((stage) => stage.paper_id).filter((paperId) => !kept.includes(paperId)),
    );
    await takePapers(ctx, trx, contest.stages, kept);
    await trx
      .updateTable('mock_exam')
      .set({
        title: contest.title,
        subtitle: contest.subtitle,
        exam_type: contest.examType,
        examination_level: contest.examinationLevel,
        rules: contest.rules,
        apply_start_at: contest.applyStartAt,
        start_at: contest.stages[0]!.startAt,
        end_at: contest.stages.at(-1)!.endAt,
        late_entry_minutes: contest.lateEntryMinutes,
        shuffle_questions: contest.shuffleQuestions ? 1 : 0,
        shuffle_options: contest.shuffleOptions ? 1 : 0,
      })
      .where('id', '=', row.id)
      .execute();
    for (const stage of contest.stages) {
      await insertStage(trx, {
        mock_exam_id: row.id,
        stage: stage.stage,
        paper_id: stage.paperId,
        start_at: stage.startAt,
        end_at: stage.endAt,
      });
    }
    await recordAudit(trx, {
      actorId,
      action: 'mock_exam.update',
      entity: 'mock_exam',
      entityId: row.id,
      before: {
        title: view!.title,
        applyStartAt: view!.applyStartAt,
        lateEntryMinutes: view!.lateEntryMinutes,
        stages: before.map((stage) => ({
          stage: stage.stage,
          paperId: stage.paper_id,
          startAt: stage.start_at,
          endAt: stage.end_at,
        })),
      },
      after: contest,
    });
  });
  const row = await ctx.db
    .selectFrom('mock_exam')
    .selectAll()
    .where('id', '=', input.id)
    .executeTakeFirstOrThrow();
  return (await contestViews(ctx.db, [row]))[0]!;
}
