import type { QuestionBankContext } from './context.ts';
import type { Transaction } from 'kysely';
import { ApiCode } from '@shangan/shared';
import type { Database } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { bankContent, type BankContent } from './bank-content-cache.ts';
import { descendantIds, findCatalogue } from './catalogue.repository.ts';
import {
  findAnswers,
  findExercise,
  findOpenPaperExercise,
  insertExercise,
  resumePausedExercise,
  type ExerciseRow,
  countAttemptsStartedSince,
  findOpenUntimedQuestionIds,
} from './exercise.repository.ts';
import { findErrorBookQuestions } from './error-book.repository.ts';
import { findPaperRow } from './paper.repository.ts';
import { exerciseState, leafIdsOf, userAnswerPayload } from './exercise-state.ts';
import { expireIfTimeUp, EXERCISE_NOT_FOUND } from './exercise.service.ts';
import { EMBARGO_MESSAGE, embargoedQuestionIds } from './contest-embargo.ts';
import { findQuestionsUnderExam } from './key-release.ts';
import { seededShuffle, toShownLetters } from './option-order.ts';
import { resultsWithheld } from './report.service.ts';
import { buildQuestions } from './question-payload.ts';
import {
  findChildren,
  type Db,
  type QuestionRow,
  findDoneTopLevelIds,
  findPaperTopLevelQuestions,
  findPracticeCandidateIds,
} from './question.repository.ts';
import type { PracticeSession, UserAnswer } from '@shangan/shared/contracts/question-bank';
import { assertMayOpen, catalogueVipOnlyAmong, type Viewer } from './rights.ts';

/**
 * Starting and resuming attempts. The set of questions is fixed when an attempt starts (leaf
 * ids, composite sub-questions in order), so a resumed attempt shows exactly what was begun.
 * Short answers are left to the 申论 answer screen, which uses the same engine.
 */
const PRACTICE_TYPES_EXCLUDED = ['short_answer'];

/** Leaf ids of top-level questions: a composite question stands for its sub-questions. */
async function expandLeaves(
  db: Db,
  topLevel: QuestionRow[],
  options: { withShortAnswers?: boolean } = {},
): Promise<QuestionRow[]> {
  const children = await findChildrenOf(db, topLevel);
  return topLevel.flatMap((row) => leavesOf(row, children, options));
}

/** The sub-questions of the composites among `rows`, by parent, in order (one read). */
async function findChildrenOf(db: Db, rows: QuestionRow[]): Promise<Map<number, QuestionRow[]>> {
  const composites = rows.filter((row) => row.type_code === 'composite').map((row) => row.id);
  const byParent = new Map<number, QuestionRow[]>();
  for (const child of await findChildren(db, composites)) {
    const list = byParent.get(child.parent_id as number) ?? [];
    list.push(child);
    byParent.set(child.parent_id as number, list);
  }
  return byParent;
}

function leavesOf(
  row: QuestionRow,
  children: ReadonlyMap<number, QuestionRow[]>,
  options: { withShortAnswers?: boolean } = {},
): QuestionRow[] {
  const leaves = row.type_code === 'composite' ? (children.get(row.id) ?? []) : [row];
  if (options.withShortAnswers) return leaves;
  return leaves.filter((leaf) => !PRACTICE_TYPES_EXCLUDED.includes(leaf.type_code));
}

interface AttemptFields {
  kind: string;
  businessKey: string;
  title: string;
  subjectId: number | null;
  catalogueId?: number | null;
  paperId?: number | null;
  timeLimitSeconds?: number | null;
  optionSeed?: number | null;
}

async function createExercise(
  ctx: QuestionBankContext,
  userId: number,
  leaves: QuestionRow[],
  fields: AttemptFields,
): Promise<ExerciseRow> {
  return ctx.db
    .transaction()
    .execute((trx) => insertAttempt(trx, ctx, userId, leaves, fields, new Date().toISOString()));
}

/**
 * What an untimed attempt may not hold, read under the learner's start lock: the questions of
 * their running timed attempts and of contests not over.
 */
interface HeldQuestions {
  underExam: Set<number>;
  embargoed: Set<number>;
}

function lockStarts(trx: Transaction<Database>, ctx: QuestionBankContext, userId: number) {
  return lockKey(trx, ctx.engine, `qb-start:${userId}`);
}

async function findHeldQuestions(
  bank: BankContent,
  db: Db,
  userId: number,
): Promise<HeldQuestions> {
  return {
    underExam: await findQuestionsUnderExam(db, userId),
    embargoed: await embargoedQuestionIds(bank, db),
  };
}

/**
 * `held`: the caller took the start lock in this transaction and read the held questions
 * under it (to draw around them); they are not read again.
 */
async function insertAttempt(
  trx: Transaction<Database>,
  ctx: QuestionBankContext,
  userId: number,
  leaves: QuestionRow[],
  fields: AttemptFields,
  now: string,
  held?: HeldQuestions,
): Promise<ExerciseRow> {
  if (leaves.length === 0) throw new ApiError(ApiCode.BAD_REQUEST, '这里暂时没有可以练习的题目');
  const timed = (fields.timeLimitSeconds ?? null) !== null;
  // Checked and inserted under one lock per learner: parallel starts can neither pass the
  // daily cap nor open a practice and a mock of the same questions side by side.
  if (!held) await lockStarts(trx, ctx, userId);
  await assertBelowDailyCap(trx, userId, ctx.config.questionBank.attemptsPerDay, now);
  if (timed) await assertNoOpenPracticeHolds(trx, userId, leaves);
  else
    assertNoneHeld(
      leaves,
      held ?? (await findHeldQuestions(await bankContent(ctx, trx), trx, userId)),
    );
  return insertExercise(trx, {
    user_id: userId,
    kind: fields.kind,
    business_key: fields.businessKey,
    subject_id: fields.subjectId,
    catalogue_id: fields.catalogueId ?? null,
    paper_id: fields.paperId ?? null,
    title: fields.title,
    status: 'doing',
    question_ids: JSON.stringify(leaves.map((row) => row.id)),
    question_count: leaves.length,
    total_score_tenths: leaves.reduce((sum, row) => sum + row.score_tenths, 0),
    time_limit_seconds: fields.timeLimitSeconds ?? null,
    elapsed_seconds: 0,
    resumed_at: now,
    option_seed: fields.optionSeed ?? null,
    created_at: now,
    updated_at: now,
  });
}

/**
 * A mock contest's attempt of one of its papers (kind 'contest'), inside the caller's
 * transaction so the contest records its entry with it. Short answers are part of it (the 申论
 * stage is sat on the same screen). With a question seed the paper's questions come in an
 * order of the candidate's own — a material's sub-questions stay together and in order — and
 * with an option seed the choices' letters are permuted per candidate (option-order.ts).
 */
export async function startContestAttempt(
  trx: Transaction<Database>,
  ctx: QuestionBankContext,
  input: {
    userId: number;
    paperId: number;
    businessKey: string;
    title: string;
    timeLimitSeconds: number;
    questionSeed: number | null;
    optionSeed: number | null;
    now: string;
  },
): Promise<ExerciseRow> {
  const paper = await findPaperRow(trx, input.paperId);
  if (!paper) throw new ApiError(ApiCode.NOT_FOUND, '试卷不存在');
  const topLevel = await findPaperTopLevelQuestions(trx, input.paperId);
  const ordered =
    input.questionSeed === null ? topLevel : seededShuffle(topLevel, input.questionSeed);
  const leaves = await expandLeaves(trx, ordered, { withShortAnswers: true });
  return insertAttempt(
    trx,
    ctx,
    input.userId,
    leaves,
    {
      kind: 'contest',
      businessKey: input.businessKey,
      title: input.title,
      subjectId: paper.subject_id,
      paperId: paper.id,
      timeLimitSeconds: Math.max(input.timeLimitSeconds, 1),
      optionSeed: input.optionSeed,
    },
    input.now,
  );
}

/** A script starting attempts in a loop would fill the tables: a learner's day has a cap. */
async function assertBelowDailyCap(
  db: Db,
  userId: number,
  limit: number,
  nowIso: string,
): Promise<void> {
  const since = new Date(Date.parse(nowIso) - 86_400_000).toISOString();
  if ((await countAttemptsStartedSince(db, userId, since)) >= limit) {
    throw new ApiError(
      ApiCode.TOO_MANY_REQUESTS,
      `24小时内最多开始${limit}次练习，请先完成已开始的练习或稍后再试`,
    );
  }
}

/**
 * Questions of a running timed attempt are kept out of every other practice until it ends, and
 * a contest's until the contest is over.
 */
function withoutHeldQuestions(leaves: QuestionRow[], held: HeldQuestions): QuestionRow[] {
  return leaves.filter((row) => !held.underExam.has(row.id) && !held.embargoed.has(row.id));
}

/**
 * The draws leave a running mock's questions out already; this holds when a mock started
 * between the draw and the insert (two tabs at once).
 */
function assertNoneHeld(leaves: QuestionRow[], held: HeldQuestions): void {
  if (leaves.some((row) => held.embargoed.has(row.id))) {
    throw new ApiError(ApiCode.BAD_REQUEST, EMBARGO_MESSAGE);
  }
  if (leaves.some((row) => held.underExam.has(row.id))) {
    throw new ApiError(ApiCode.BAD_REQUEST, MOCK_UNDER_WAY);
  }
}

/** A new attempt and what was read to start it: opening it reads none of it again. */
export interface StartedAttempt {
  exercise: ExerciseRow;
  /** Rows of its questions and of their composite parents. */
  questions: ReadonlyMap<number, QuestionRow>;
  /** Names of the knowledge points of its subject. */
  pointNames: ReadonlyMap<number, string>;
}

/** Catalogue practice: `count` questions of a section, those not done yet first. */
export async function startCatalogueExercise(
  ctx: QuestionBankContext,
  viewer: Viewer & { userId: number },
  input: { catalogueId: number; count: number; mode: 'new' | 'random' },
): Promise<StartedAttempt> {
  const bank = await bankContent(ctx, ctx.db);
  const catalogues = await bank.subjectCataloguesOf(ctx.db, input.catalogueId);
  const catalogue = catalogues.find((row) => row.id === input.catalogueId);
  if (!catalogue) throw new ApiError(ApiCode.NOT_FOUND, '该知识点不存在');
  const nodes = new Map(catalogues.map((row) => [row.id, row]));
  assertMayOpen(viewer, await catalogueVipOnlyAmong(ctx.db, nodes, catalogue.id));
  const ids = descendantIds(catalogues, catalogue.id);

  // Drawn in memory from ids alone: the candidates come from one covering-index scan, the
  // learner's done questions from their own (small) statistics, and no database sorts a big
  // bank at random for every practice.
  const candidates = await candidatesOf(ctx, ids, viewer.isVip);
  const done =
    input.mode === 'new'
      ? new Set(await findDoneTopLevelIds(ctx.db, viewer.userId, ids))
      : new Set<number>();
  const now = new Date().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    // Drawn under the start lock, around the questions held when it was taken (a running mock
    // of another tab, a contest not over): the insert's checks then need no second read. The
    // candidates are cached; the embargo is read fresh.
    await lockStarts(trx, ctx, viewer.userId);
    const held = await findHeldQuestions(bank, trx, viewer.userId);
    const { leaves, rows } = await drawLeaves(bank, trx, candidates, done, held, input.count);
    const exercise = await insertAttempt(
      trx,
      ctx,
      viewer.userId,
      leaves,
      {
        kind: 'catalogue',
        businessKey: `catalogue:${catalogue.id}`,
        title: `${catalogue.name}·专项练习`,
        subjectId: catalogue.subject_id,
        catalogueId: catalogue.id,
      },
      now,
      held,
    );
    const pointNames = new Map(catalogues.map((row) => [row.id, row.name]));
    return { exercise, questions: rows, pointNames };
  });
}

/**
 * `count` leaves of questions not done yet (`done`: top-level ids) and, when those run out,
 * of done ones, in random order. Composite questions bring all their sub-questions and count
 * for several; a few spare picks cover short-answer-only ones.
 */
async function drawLeaves(
  bank: BankContent,
  db: Db,
  candidates: Candidates,
  done: ReadonlySet<number>,
  held: HeldQuestions,
  count: number,
): Promise<{ leaves: QuestionRow[]; rows: Map<number, QuestionRow> }> {
  const draws = [
    () => sampleWhere(candidates.ids, count + 5, (id) => !done.has(id) && !held.embargoed.has(id)),
    () =>
      sample(
        [...done].filter((id) => candidates.has(id) && !held.embargoed.has(id)),
        count + 5,
      ),
  ];
  const rows = new Map<number, QuestionRow>();
  const leaves: QuestionRow[] = [];
  for (const draw of draws) {
    let pending = leaves.length < count ? draw() : [];
    while (pending.length > 0 && leaves.length < count) {
      // Most picks bring one leaf: read as many as are missing, the spare ones only if short.
      const pickedIds = pending.slice(0, count - leaves.length);
      pending = pending.slice(pickedIds.length);
      const byId = await bank.questions(db, pickedIds);
      const picked = pickedIds.map((id) => byId.get(id)).filter((row) => row !== undefined);
      const children = await findChildrenOf(db, picked);
      // Stop once there are enough.
      for (const row of picked) {
        if (leaves.length >= count) break;
        const drawn = leavesOf(row, children).filter((leaf) => !held.underExam.has(leaf.id));
        leaves.push(...drawn);
        for (const leaf of [row, ...drawn]) rows.set(leaf.id, leaf);
      }
    }
  }
  return { leaves, rows };
}

/** A past paper, untimed practice ('paper') or timed mock ('mock'): resumes the open attempt. */
export async function startPaperExercise(
  ctx: QuestionBankContext,
  viewer: Viewer & { userId: number },
  paperId: number,
  kind: 'paper' | 'mock',
): Promise<ExerciseRow> {
  const paper = await findPaperRow(ctx.db, paperId);
  if (!paper) throw new ApiError(ApiCode.NOT_FOUND, '试卷不存在');
  if (paper.kind === 'contest') throw new ApiError(ApiCode.BAD_REQUEST, CONTEST_PAPER);
  assertMayOpen(viewer, paper.vip_only);
  const open = await findOpenPaperExercise(ctx.db, viewer.userId, paperId, kind);
  if (open) return open;
  const topLevel = await findPaperTopLevelQuestions(ctx.db, paperId);
  return createExercise(ctx, viewer.userId, await expandLeaves(ctx.db, topLevel), {
    kind,
    businessKey: `paper:${paperId}`,
    title: kind === 'mock' ? `${paper.title}（模考）` : paper.title,
    subjectId: paper.subject_id,
    paperId,
    timeLimitSeconds: kind === 'mock' ? paper.time_limit_minutes * 60 : null,
  });
}

export const MOCK_UNDER_WAY = '该试卷的模考正在进行中，交卷后才能练习';
export const CONTEST_PAPER = '该试卷为模考大赛试卷，请在模考大赛页面参加或练习';
export const PRACTICE_HOLDS_MOCK_QUESTIONS = '你有包含本卷题目的练习尚未交卷，请先交卷后再开始模考';

/**
 * A practice left open beside a mock would show right and wrong for the mock's questions when
 * handed in during it: a mock starts only when no untimed attempt holds its questions.
 */
async function assertNoOpenPracticeHolds(
  db: Db,
  userId: number,
  leaves: QuestionRow[],
): Promise<void> {
  const ids = new Set(leaves.map((row) => row.id));
  const open = await findOpenUntimedQuestionIds(db, userId);
  const holds = open.some((row) => {
    const held: unknown = JSON.parse(row.question_ids);
    return Array.isArray(held) && held.some((id) => ids.has(id as number));
  });
  if (holds) throw new ApiError(ApiCode.BAD_REQUEST, PRACTICE_HOLDS_MOCK_QUESTIONS);
}

/** Practise the error book again: a batch of the questions still in it. */
export async function startErrorExercise(
  ctx: QuestionBankContext,
  viewer: Viewer & { userId: number },
  input: { subjectId?: number; catalogueId?: number; count: number },
): Promise<ExerciseRow> {
  // A contest's questions under embargo are left out in the query, before its limit: a batch
  // cut short by them would tell how many of them one got wrong.
  const embargoed = await embargoedQuestionIds(await bankContent(ctx, ctx.db), ctx.db);
  const rows = await findErrorBookQuestions(ctx.db, viewer.userId, {
    ...input,
    includeVip: viewer.isVip,
    excludedIds: [...embargoed],
  });
  const leaves = withoutHeldQuestions(groupByParent(rows), {
    underExam: await findQuestionsUnderExam(ctx.db, viewer.userId),
    embargoed,
  });
  if (leaves.length === 0) throw new ApiError(ApiCode.BAD_REQUEST, '错题本里没有需要重练的题目');
  const point = input.catalogueId ? await findCatalogue(ctx.db, input.catalogueId) : undefined;
  return createExercise(ctx, viewer.userId, leaves, {
    kind: 'error',
    businessKey: `error:${viewer.userId}`,
    title: `错题重练·${point?.name ?? '全部错题'}`,
    subjectId: input.subjectId ?? rows[0]?.subject_id ?? null,
    catalogueId: input.catalogueId ?? null,
  });
}

/**
 * The questions a section can draw from change only when the bank is edited, while every
 * practice start needs them: they are kept in memory for a minute per section and right.
 * A question removed meanwhile simply fails to load and is skipped.
 */
const CANDIDATE_TTL_MS = 60_000;

/** The top-level question ids a section's practice draws from. */
class Candidates {
  readonly ids: readonly number[];
  readonly at = Date.now();
  #set: Set<number> | null = null;

  constructor(ids: number[]) {
    this.ids = ids;
  }

  /** Built on first use: a learner with nothing done never needs it. */
  has(id: number): boolean {
    this.#set ??= new Set(this.ids);
    return this.#set.has(id);
  }
}

// Per server instance (tests run several apps, each on its own database, in one process).
const candidateCaches = new WeakMap<QuestionBankContext, Map<string, Candidates>>();

async function candidatesOf(
  ctx: QuestionBankContext,
  catalogueIds: number[],
  isVip: boolean,
): Promise<Candidates> {
  const candidateCache = candidateCaches.get(ctx) ?? new Map<string, Candidates>();
  candidateCaches.set(ctx, candidateCache);
  const key = `${catalogueIds.join(',')}:${isVip ? 1 : 0}`;
  const cached = candidateCache.get(key);
  if (cached && Date.now() - cached.at < CANDIDATE_TTL_MS) return cached;
  const candidates = new Candidates(
    await findPracticeCandidateIds(ctx.db, catalogueIds, {
      excludedTypes: PRACTICE_TYPES_EXCLUDED,
      includeVip: isVip,
    }),
  );
  if (candidateCache.size > 500) candidateCache.clear();
  candidateCache.set(key, candidates);
  return candidates;
}

/** Up to `count` items in random order (a partial Fisher–Yates shuffle). */
function sample<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/**
 * Up to `count` of the items that pass `keep`, in random order, as sample(items.filter(keep))
 * would draw them, without walking a section's thousands of candidates for every practice:
 * uniform probes of distinct positions, skipping items that fail, find them while most items
 * pass; when too many probes miss (little is left to draw), the items are filtered after all.
 */
function sampleWhere<T>(items: readonly T[], count: number, keep: (item: T) => boolean): T[] {
  const picked: T[] = [];
  const probed = new Set<number>();
  const maxProbes = count * 4 + 16;
  for (let probe = 0; probe < maxProbes && picked.length < count; probe++) {
    if (probed.size === items.length) break;
    const index = Math.floor(Math.random() * items.length);
    if (probed.has(index)) continue;
    probed.add(index);
    const item = items[index] as T;
    if (keep(item)) picked.push(item);
  }
  return picked.length === count ? picked : sample(items.filter(keep), count);
}

/** Sub-questions of one material sit together, in their own order, where the first one was. */
function groupByParent(rows: QuestionRow[]): QuestionRow[] {
  const groups = new Map<string, QuestionRow[]>();
  for (const row of rows) {
    const key = row.parent_id === null ? `q${row.id}` : `p${row.parent_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap((group) =>
    group.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id),
  );
}

/** The learner's own attempt, or a 404 that does not tell whether it exists. */
export async function ownExercise(
  ctx: QuestionBankContext,
  userId: number,
  exerciseId: number,
): Promise<ExerciseRow> {
  const exercise = await findExercise(ctx.db, exerciseId);
  if (!exercise || exercise.user_id !== userId) {
    throw new ApiError(ApiCode.NOT_FOUND, EXERCISE_NOT_FOUND);
  }
  return exercise;
}

/**
 * What the practice screen needs to (re)open an attempt: its state and clock, the questions
 * without keys, and the answers saved so far. Opening a paused attempt starts its clock again;
 * a timed attempt whose time ran out meanwhile is handed in first.
 */
export async function loadPracticeSession(
  ctx: QuestionBankContext,
  viewer: Viewer,
  exercise: ExerciseRow,
  options: { resume: boolean } = { resume: true },
): Promise<PracticeSession> {
  let current = await expireIfTimeUp(ctx, exercise);
  if (options.resume && current.status === 'paused') {
    const now = new Date().toISOString();
    await resumePausedExercise(ctx.db, current.id, now);
    current = (await findExercise(ctx.db, current.id)) ?? current;
  }
  const leaves = leafIdsOf(current);
  // Read once for the questions and the answers saved to them.
  const rows = await (await bankContent(ctx, ctx.db)).questions(ctx.db, leaves);
  const [questions, saved] = await Promise.all([
    buildQuestions(ctx, ctx.db, leaves, {
      viewer,
      review: false,
      ownAttempt: true,
      optionSeed: shownOptionSeed(current),
      known: { questions: rows },
    }),
    savedAnswers(ctx, current, rows),
  ]);
  return {
    exercise: exerciseState(current, saved.answeredCount),
    questions,
    userAnswers: saved.userAnswers,
  };
}

/**
 * loadPracticeSession of an attempt started by this request: nothing is saved in it yet, its
 * clock has just started, and its questions were read to start it.
 */
export async function newPracticeSession(
  ctx: QuestionBankContext,
  viewer: Viewer,
  started: StartedAttempt,
): Promise<PracticeSession> {
  const { exercise } = started;
  const questions = await buildQuestions(ctx, ctx.db, leafIdsOf(exercise), {
    viewer,
    review: false,
    ownAttempt: true,
    optionSeed: shownOptionSeed(exercise),
    known: { questions: started.questions, pointNames: started.pointNames },
  });
  return { exercise: exerciseState(exercise, 0), questions, userAnswers: [] };
}

/**
 * Letters are permuted only while the candidate answers; a handed-in attempt reads as the
 * review does, in the original letters.
 */
function shownOptionSeed(exercise: ExerciseRow): number | null {
  return exercise.status === 'submitted' ? null : exercise.option_seed;
}

/**
 * The answers saved in an attempt as its screen shows them: in the letters the candidate saw,
 * right or wrong only once handed in and no longer withheld (a contest not yet over).
 */
export async function savedAnswers(
  ctx: QuestionBankContext,
  exercise: ExerciseRow,
  /** Question rows the caller has read already. */
  known: ReadonlyMap<number, QuestionRow> = new Map(),
): Promise<{ userAnswers: UserAnswer[]; answeredCount: number }> {
  const optionSeed = shownOptionSeed(exercise);
  const submitted = exercise.status === 'submitted';
  const [answers, withheld] = await Promise.all([
    findAnswers(ctx.db, exercise.id),
    // Right and wrong are shown only after the hand-in: before it, no need to ask.
    submitted ? resultsWithheld(ctx.db, exercise) : true,
  ]);
  const byId = new Map(known);
  const missing = answers.map((row) => row.question_id).filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const bank = await bankContent(ctx, ctx.db);
    for (const row of (await bank.questions(ctx.db, missing)).values()) {
      byId.set(row.id, row);
    }
  }
  const withResult = submitted && !withheld;
  const userAnswers = answers.map((row) => {
    const question = byId.get(row.question_id);
    const shown =
      optionSeed === null || !question
        ? row
        : { ...row, answer: toShownLetters(question, optionSeed, row.answer) };
    return userAnswerPayload(shown, question?.type_code ?? '', withResult);
  });
  const answeredCount = answers.filter((row) => row.answer !== '' || row.urls !== '[]').length;
  return { userAnswers, answeredCount };
}
