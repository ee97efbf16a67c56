import {
  ApiCode,
  ConsoleQuestionMsg,
  QUESTION_ANALYSIS_MAX,
  QUESTION_MATERIAL_MAX,
  QUESTION_MEDIA_MAX_BYTES,
  QUESTION_OPTION_MAX,
  QUESTION_SOURCE_MAX,
  QUESTION_STEM_MAX,
  QUESTION_TYPE_NAMES,
  TRUE_FALSE_OPTIONS,
} from '@shangan/shared';
import type {
  ConsoleQuestion,
  ConsoleQuestionInput,
  ConsoleQuestionRow,
  UploadQuestionMedia,
} from '@shangan/shared/contracts/console/questions';
import type { Static } from 'typebox';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount } from '../../lib/plain-text.ts';
import { recordAudit } from '../audit/public.ts';
import {
  inheritedVipOnly,
  inputFingerprint,
  insertAnalyses,
  insertMaterials,
  insertMedia,
  insertQuestion,
  insertSubQuestion,
  questionContent,
  type AnalysisInput,
  type QuestionInput,
} from './bank-writer.ts';
import { paperStateOf } from './console-papers.service.ts';
import type { QuestionBankContext } from './context.ts';
import {
  LETTER_SET_TYPES,
  SINGLE_LETTER_TYPES,
  choiceLetters,
  displayAnswer,
  parseBlanks,
  sequenceNumbers,
  type TypeCode,
} from './grading.ts';
import { findByFingerprints, lastSortOrderOfPaper } from './import/import.repository.ts';
import { plainText, shortened } from './import/draft.ts';
import { probeAnalysisMedia } from './media-probe.ts';
import { signMediaUrl } from './media-url.ts';
import { parseOptions } from './question-payload.ts';
import { notifyQuestionsRewritten } from './question-rewrite-listeners.ts';

/**
 * The console's question editor (题目管理), for teachers and editors: one question of any type
 * written or corrected by hand. A question learners have answered keeps its type (their stored
 * answers are in its form) and its sub-questions; its text and key may be corrected, which
 * grades later answers and leaves earlier grades as they were. Questions of mock contests
 * belong to their contests and are not shown here.
 */
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
const notFound = () => new ApiError(ApiCode.NOT_FOUND, ConsoleQuestionMsg.notFound);

const CHOICE_TYPES: readonly TypeCode[] = [...SINGLE_LETTER_TYPES, ...LETTER_SET_TYPES];
const typeName = (code: string) =>
  QUESTION_TYPE_NAMES[code as keyof typeof QUESTION_TYPE_NAMES] ?? code;

/** Visible characters of rich text (pictures count as content). */
const visibleLength = (html: string) => charCount(plainText(html));
const isBlank = (html: string) => plainText(html) === '' && !/<img\b/i.test(html);

// Reading.

export async function listConsoleQuestions(
  ctx: QuestionBankContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    subjectId?: number | undefined;
    catalogueId?: number | undefined;
    paperId?: number | undefined;
    typeCode?: string | undefined;
    keyword?: string | undefined;
  },
): Promise<{ list: ConsoleQuestionRow[]; total: number }> {
  const size = query.pageSize ?? 10;
  const page = query.page ?? 1;
  let filtered = ctx.db
    .selectFrom('qb_question as q')
    .innerJoin('qb_subject as s', 's.id', 'q.subject_id')
    .leftJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
    .leftJoin('qb_paper as p', 'p.id', 'q.paper_id')
    .where('q.parent_id', 'is', null)
    .where((eb) => eb.or([eb('p.id', 'is', null), eb('p.kind', '!=', 'contest')]));
  if (query.subjectId) filtered = filtered.where('q.subject_id', '=', query.subjectId);
  if (query.paperId) filtered = filtered.where('q.paper_id', '=', query.paperId);
  if (query.typeCode) filtered = filtered.where('q.type_code', '=', query.typeCode);
  const catalogueId = query.catalogueId;
  if (catalogueId) {
    filtered = filtered.where((eb) =>
      eb.or([
        eb('q.catalogue_id', '=', catalogueId),
        eb(
          'q.catalogue_id',
          'in',
          eb.selectFrom('qb_catalogue').select('id').where('parent_id', '=', catalogueId),
        ),
      ]),
    );
  }
  // LIKE wildcards in the keyword are dropped: the two engines escape them differently.
  const keyword = query.keyword?.replace(/[\\%_]/g, '').trim();
  if (keyword) {
    const pattern = `%${keyword}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('q.context', 'like', pattern),
        eb.exists(
          eb
            .selectFrom('qb_material as m')
            .select('m.id')
            .whereRef('m.question_id', '=', 'q.id')
            .where('m.content', 'like', pattern),
        ),
        ...(/^\d{1,9}$/.test(keyword) ? [eb('q.id', '=', Number(keyword))] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .select([
        'q.id',
        'q.type_code',
        'q.context',
        'q.answer',
        'q.difficulty',
        'q.score_tenths',
        'q.vip_only',
        'q.updated_at',
        's.name as subject_name',
        'c.name as catalogue_name',
        'p.title as paper_title',
      ])
      .orderBy('q.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const children =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('qb_question')
          .select(['id', 'parent_id', 'type_code', 'answer', 'score_tenths'])
          .where('parent_id', 'in', ids)
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
  const leafIds = [...ids, ...children.map((child) => child.id)];
  const [materials, withMedia] = await Promise.all([
    firstMaterials(ctx.db, ids),
    leafIds.length === 0
      ? []
      : ctx.db
          .selectFrom('qb_analysis')
          .select('question_id')
          .distinct()
          .where('question_id', 'in', leafIds)
          .where('type', 'in', ['video', 'audio'])
          .execute(),
  ]);
  const mediaOf = new Set(withMedia.map((row) => row.question_id));
  return {
    total: Number(count.n),
    list: rows.map((row) => {
      const subs = children.filter((child) => child.parent_id === row.id);
      const leaves = row.type_code === 'composite' ? subs : [row];
      return {
        id: row.id,
        subjectName: row.subject_name,
        typeCode: row.type_code as ConsoleQuestionRow['typeCode'],
        typeName: typeName(row.type_code),
        // A material group reads by its material: its own text is a standing instruction.
        stem: shortened(plainText(materials.get(row.id) ?? '') || plainText(row.context)),
        answer: shortened(
          leaves.map((leaf) => plainText(displayAnswer(leaf.type_code, leaf.answer))).join('；'),
        ),
        catalogueName: row.catalogue_name ?? '',
        paperTitle: row.paper_title ?? '',
        difficulty: row.difficulty,
        score: leaves.reduce((sum, leaf) => sum + leaf.score_tenths, 0) / 10,
        children: subs.length,
        vipOnly: row.vip_only === 1,
        hasMedia: mediaOf.has(row.id) || subs.some((sub) => mediaOf.has(sub.id)),
        updatedAt: row.updated_at,
      };
    }),
  };
}

async function firstMaterials(db: Db, ids: number[]): Promise<Map<number, string>> {
  const first = new Map<number, string>();
  if (ids.length === 0) return first;
  const rows = await db
    .selectFrom('qb_material')
    .select(['question_id', 'content'])
    .where('question_id', 'in', ids)
    .orderBy('question_id')
    .orderBy('sort_order')
    .execute();
  for (const row of rows) if (!first.has(row.question_id)) first.set(row.question_id, row.content);
  return first;
}

/**
 * The questions among these some learner has met: answered (practice, short answers), been
 * served (bounded practice), kept (favourites), or been given in an attempt, a lecture or a
 * homework. Such a question keeps its type and stays; deleting it would cascade through their
 * rows or leave them naming nothing. One query after another: a transaction has one connection.
 */
async function usedQuestions(db: Db | Trx, ids: number[]): Promise<Set<number>> {
  const used = new Set<number>();
  if (ids.length === 0) return used;
  for (const table of [
    'qb_answer',
    'sa_answer',
    'bp_answer',
    'qb_favorite',
    'vt_lecture',
    'hw_item',
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select('question_id')
      .distinct()
      .where('question_id', 'in', ids)
      .execute();
    for (const row of rows) if (row.question_id !== null) used.add(row.question_id);
  }
  // Attempts keep their questions as a JSON array of ids ('[12,34]').
  for (const questionId of ids) {
    if (used.has(questionId)) continue;
    const inAttempt = await db
      .selectFrom('qb_exercise')
      .select('id')
      .where((eb) =>
        eb.or(
          [`[${questionId},%`, `%,${questionId},%`, `%,${questionId}]`, `[${questionId}]`].map(
            (pattern) => eb('question_ids', 'like', pattern),
          ),
        ),
      )
      .limit(1)
      .execute();
    if (inAttempt.length > 0) used.add(questionId);
  }
  return used;
}

type QuestionRecord = Awaited<ReturnType<typeof findRecord>>;

function findRecord(db: Db | Trx, id: number) {
  return db
    .selectFrom('qb_question as q')
    .leftJoin('qb_paper as p', 'p.id', 'q.paper_id')
    .selectAll('q')
    .select(['p.title as paper_title', 'p.kind as paper_kind'])
    .where('q.id', '=', id)
    .where('q.parent_id', 'is', null)
    .executeTakeFirst();
}

export async function getConsoleQuestion(
  ctx: QuestionBankContext,
  id: number,
): Promise<ConsoleQuestion> {
  const record = await findRecord(ctx.db, id);
  if (!record) throw notFound();
  if (record.paper_kind === 'contest') throw bad(ConsoleQuestionMsg.contestLocked);
  const children = await ctx.db
    .selectFrom('qb_question')
    .selectAll()
    .where('parent_id', '=', id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const leafIds = [id, ...children.map((child) => child.id)];
  const [materials, analyses, used] = await Promise.all([
    ctx.db
      .selectFrom('qb_material')
      .select('content')
      .where('question_id', '=', id)
      .orderBy('sort_order')
      .execute(),
    ctx.db
      .selectFrom('qb_analysis as a')
      .leftJoin('qb_media as m', 'm.id', 'a.media_id')
      .select([
        'a.question_id',
        'a.type',
        'a.analysis',
        'a.media_id',
        'm.file_name',
        'm.duration_seconds',
      ])
      .where('a.question_id', 'in', leafIds)
      .where('a.is_ai', '=', 0)
      .orderBy('a.sort_order')
      .orderBy('a.id')
      .execute(),
    usedQuestions(ctx.db, leafIds),
  ]);
  const view = (row: typeof record | (typeof children)[number]) => ({
    context: row.context,
    options: parseOptions(row.options).map((option) => option.content),
    answer: row.type_code === 'fill_in' ? (parseBlanks(row.answer) ?? []) : row.answer,
    difficulty: row.difficulty,
    score: row.score_tenths / 10,
    wordsNum: row.words_num,
    analyses: analyses
      .filter((analysis) => analysis.question_id === row.id)
      .map((analysis) => ({
        type: analysis.type as 'text' | 'video' | 'audio',
        analysis: analysis.analysis,
        mediaId: analysis.media_id,
        media:
          analysis.media_id === null
            ? null
            : {
                fileName: analysis.file_name ?? '',
                durationSeconds: analysis.duration_seconds ?? 0,
                url: mediaUrl(ctx, analysis.media_id),
              },
      })),
    answered: used.has(row.id),
  });
  return {
    id: record.id,
    subjectId: record.subject_id,
    catalogueId: record.catalogue_id,
    paper:
      record.paper_id === null
        ? null
        : {
            id: record.paper_id,
            title: record.paper_title ?? '',
            state: paperStateOf(record.paper_kind ?? ''),
          },
    typeCode: record.type_code as ConsoleQuestion['typeCode'],
    source: record.source,
    vipOnly: record.vip_only === 1,
    ...view(record),
    answered: leafIds.some((leaf) => used.has(leaf)),
    materials: materials.map((material) => material.content),
    children: children.map((child) => ({
      id: child.id,
      typeCode: child.type_code as ConsoleQuestion['children'][number]['typeCode'],
      ...view(child),
    })),
    updatedAt: record.updated_at,
  };
}

function mediaUrl(ctx: QuestionBankContext, mediaId: number): string {
  return signMediaUrl(ctx.config.appSecret, mediaId, ctx.config.questionBank.mediaUrlTtlSeconds)
    .url;
}

// Checking what the editor sent.

type PartInput = Omit<ConsoleQuestionInput['children'][number], 'id' | 'typeCode'> & {
  typeCode: ConsoleQuestionInput['typeCode'];
};

/** The part as the bank writer takes it, or a Chinese message naming the first problem. */
function checkedPart(part: PartInput, prefix: string): Omit<QuestionInput, 'subjectId'> {
  const fail = (message: string) => bad(`${prefix}${message}`);
  const { typeCode } = part;
  const composite = typeCode === 'composite';
  if (!composite && isBlank(part.context)) throw fail(ConsoleQuestionMsg.stemRequired);
  if (visibleLength(part.context) > QUESTION_STEM_MAX) throw fail(ConsoleQuestionMsg.stemTooLong);

  let options = part.options;
  if (typeCode === 'true_false_choose') {
    if (options.length === 0) options = [...TRUE_FALSE_OPTIONS];
    if (options.length !== 2) throw fail(ConsoleQuestionMsg.trueFalseOptions);
  } else if (CHOICE_TYPES.includes(typeCode)) {
    if (options.length < 2) throw fail(ConsoleQuestionMsg.optionsTooFew);
  } else if (options.some((option) => !isBlank(option))) {
    throw fail(ConsoleQuestionMsg.noOptions(typeName(typeCode)));
  } else {
    options = [];
  }
  options.forEach((option, index) => {
    const head = String.fromCharCode(65 + index);
    if (isBlank(option)) throw fail(ConsoleQuestionMsg.optionRequired(head));
    if (visibleLength(option) > QUESTION_OPTION_MAX) {
      throw fail(ConsoleQuestionMsg.optionTooLong(head));
    }
  });

  const answer = composite ? '' : checkedAnswer(typeCode, part.answer, options.length, fail);
  // A material group scores by its sub-questions.
  const scoreTenths = composite ? undefined : Math.round(part.score * 10);
  if (
    scoreTenths !== undefined &&
    (scoreTenths < 1 || Math.abs(scoreTenths - part.score * 10) > 1e-6)
  ) {
    throw fail(ConsoleQuestionMsg.scoreInvalid);
  }
  return {
    typeCode,
    context: part.context,
    options,
    answer,
    difficulty: part.difficulty,
    scoreTenths,
    wordsNum: typeCode === 'short_answer' ? part.wordsNum : null,
    analyses: checkedAnalyses(part.analyses, fail),
  };
}

function checkedAnswer(
  typeCode: TypeCode,
  given: string | string[],
  optionCount: number,
  fail: (message: string) => ApiError,
): string | string[] {
  const text = Array.isArray(given) ? given.join('') : given;
  if (CHOICE_TYPES.includes(typeCode)) {
    const letters = choiceLetters(text);
    if (!letters?.length) throw fail(ConsoleQuestionMsg.answerRequired);
    const heads = Array.from({ length: optionCount }, (_, i) => String.fromCharCode(65 + i));
    if (letters.some((letter) => !heads.includes(letter))) {
      throw fail(ConsoleQuestionMsg.answerNotInOptions);
    }
    if (SINGLE_LETTER_TYPES.includes(typeCode) && letters.length !== 1) {
      throw fail(ConsoleQuestionMsg.singleAnswer);
    }
    return letters.join('');
  }
  if (typeCode === 'fill_in') {
    const blanks = (Array.isArray(given) ? given : given.split(/[;；]/)).map((blank) =>
      blank
        .split('|')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .join('|'),
    );
    if (blanks.length === 0) throw fail(ConsoleQuestionMsg.answerRequired);
    const empty = blanks.findIndex((blank) => blank === '');
    if (empty >= 0) throw fail(ConsoleQuestionMsg.blankRequired(empty + 1));
    return blanks;
  }
  if (typeCode === 'sequencing') {
    const order = sequenceNumbers(text);
    if (!order?.length) throw fail(ConsoleQuestionMsg.answerRequired);
    const sorted = [...order].sort((a, b) => a - b);
    if (sorted.some((value, index) => value !== index + 1)) {
      throw fail(ConsoleQuestionMsg.sequenceInvalid);
    }
    return order.join(',');
  }
  // A short answer's reference, read by graders.
  if (isBlank(text)) throw fail(ConsoleQuestionMsg.answerRequired);
  if (visibleLength(text) > QUESTION_ANALYSIS_MAX) throw fail(ConsoleQuestionMsg.referenceTooLong);
  return text;
}

function checkedAnalyses(
  analyses: PartInput['analyses'],
  fail: (message: string) => ApiError,
): AnalysisInput[] {
  return analyses.map((analysis) => {
    if (analysis.type === 'text') {
      if (isBlank(analysis.analysis)) throw fail(ConsoleQuestionMsg.analysisRequired);
      if (visibleLength(analysis.analysis) > QUESTION_ANALYSIS_MAX) {
        throw fail(ConsoleQuestionMsg.analysisTooLong);
      }
      return { type: 'text', analysis: analysis.analysis };
    }
    if (analysis.mediaId === null) throw fail(ConsoleQuestionMsg.mediaRequired);
    return { type: analysis.type, mediaId: analysis.mediaId };
  });
}

/** The whole question as the bank writer takes it (subject and place are set by the caller). */
function checkedQuestion(input: ConsoleQuestionInput): Omit<QuestionInput, 'subjectId'> {
  const source = input.source.trim();
  if (charCount(source) > QUESTION_SOURCE_MAX) throw bad(ConsoleQuestionMsg.sourceTooLong);
  const top = checkedPart(input, '');
  if (input.typeCode !== 'composite') return { ...top, source };
  const materials = input.materials.filter((material) => !isBlank(material));
  if (materials.length === 0) throw bad(ConsoleQuestionMsg.materialsRequired);
  if (materials.some((material) => visibleLength(material) > QUESTION_MATERIAL_MAX)) {
    throw bad(ConsoleQuestionMsg.materialTooLong);
  }
  if (input.children.length === 0) throw bad(ConsoleQuestionMsg.childrenRequired);
  const children = input.children.map((child, index) =>
    checkedPart(child, ConsoleQuestionMsg.childPrefix(index + 1)),
  );
  return { ...top, source, options: [], answer: '', materials, children };
}

/** Every video or audio analysis names a stored file of its kind. */
async function checkMedia(trx: Trx, question: Omit<QuestionInput, 'subjectId'>): Promise<void> {
  const wanted = [question, ...(question.children ?? [])].flatMap((part) =>
    (part.analyses ?? []).filter((analysis) => analysis.type !== 'text'),
  );
  if (wanted.length === 0) return;
  const found = new Map(
    (
      await trx
        .selectFrom('qb_media')
        .select(['id', 'kind'])
        .where('id', 'in', [...new Set(wanted.map((analysis) => analysis.mediaId!))])
        .execute()
    ).map((row) => [row.id, row.kind]),
  );
  for (const analysis of wanted) {
    const kind = found.get(analysis.mediaId!);
    if (!kind) throw bad(ConsoleQuestionMsg.mediaNotFound);
    if (kind !== analysis.type) throw bad(ConsoleQuestionMsg.mediaKindMismatch);
  }
}

// Writing.

/**
 * The locks the bank's other writers of a subject take — the knowledge-point tree's and the
 * import's — in one order: a save waits for a point being deleted or made VIP, and two saves
 * (or a save and an import) of the same text cannot both pass the duplicate check.
 */
async function lockSubjects(ctx: QuestionBankContext, trx: Trx, subjectIds: number[]) {
  for (const subjectId of [...new Set(subjectIds)].sort((a, b) => a - b)) {
    await lockKey(trx, ctx.engine, `qb-catalogue:${subjectId}`);
    await lockKey(trx, ctx.engine, `qb-import:${subjectId}`);
  }
}

/** Creates a question (last in a draft paper, when one is named) or changes one. */
export async function saveConsoleQuestion(
  ctx: QuestionBankContext,
  actorId: number,
  input: ConsoleQuestionInput,
): Promise<{ id: number }> {
  const question = checkedQuestion(input);
  const fingerprint = inputFingerprint(question as QuestionInput);
  const now = new Date().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const found = input.id === null ? undefined : await findRecord(trx, input.id);
    await lockSubjects(ctx, trx, [input.subjectId, found?.subject_id ?? input.subjectId]);
    // Read again under the locks: what it holds now is what this save changes.
    const before = input.id === null ? undefined : await findRecord(trx, input.id);
    // Another editor saved it since this one opened it: theirs would be overwritten unseen.
    if (before && input.updatedAt !== undefined && before.updated_at !== input.updatedAt) {
      throw bad(ConsoleQuestionMsg.changedMeanwhile);
    }
    if (input.id !== null) {
      if (!before) throw notFound();
      if (before.paper_kind === 'contest') throw bad(ConsoleQuestionMsg.contestLocked);
    }
    const subject = await trx
      .selectFrom('qb_subject')
      .select('id')
      .where('id', '=', input.subjectId)
      .executeTakeFirst();
    if (!subject) throw bad(ConsoleQuestionMsg.subjectNotFound);
    const paperId = before ? before.paper_id : await checkedTargetPaper(ctx, trx, input);
    if (input.catalogueId === null) {
      if (paperId === null) throw bad(ConsoleQuestionMsg.catalogueRequired);
    } else {
      const catalogue = await trx
        .selectFrom('qb_catalogue')
        .select('id')
        .where('id', '=', input.catalogueId)
        .where('subject_id', '=', input.subjectId)
        .executeTakeFirst();
      if (!catalogue) throw bad(ConsoleQuestionMsg.catalogueNotFound);
    }
    await checkMedia(trx, question);
    // As an import does: a paper may repeat what the bank holds, but not itself.
    const same = (
      await findByFingerprints(trx, { subjectId: input.subjectId, paperId, excludeId: input.id }, [
        fingerprint,
      ])
    ).get(fingerprint);
    if (same !== undefined && same !== input.id) throw bad(ConsoleQuestionMsg.duplicate(same));

    const placed: QuestionInput = {
      ...question,
      subjectId: input.subjectId,
      catalogueId: input.catalogueId,
      paperId,
    };
    if (!before) {
      const sortOrder = paperId === null ? 0 : (await lastSortOrderOfPaper(trx, paperId)) + 1;
      const created = await insertQuestion(trx, { ...placed, sortOrder }, now);
      await recordAudit(trx, {
        actorId,
        action: 'qb_question.create',
        entity: 'qb_question',
        entityId: created,
        before: null,
        after: auditView(placed),
      });
      return created;
    }
    const childIds = input.typeCode === 'composite' ? input.children.map((child) => child.id) : [];
    const auditBefore = await auditViewOf(trx, before);
    await rewriteQuestion(trx, before, { ...placed, childIds }, fingerprint, now);
    await recordAudit(trx, {
      actorId,
      action: 'qb_question.update',
      entity: 'qb_question',
      entityId: before.id,
      before: auditBefore,
      after: auditView(placed),
    });
    return before.id;
  });
  return { id };
}

async function checkedTargetPaper(
  ctx: QuestionBankContext,
  trx: Trx,
  input: ConsoleQuestionInput,
): Promise<number | null> {
  if (input.paperId === null) return null;
  // The paper's own lock: publishing it waits for the question to be in.
  await lockKey(trx, ctx.engine, `qb-paper:${input.paperId}`);
  const paper = await trx
    .selectFrom('qb_paper')
    .select(['id', 'kind'])
    .where('id', '=', input.paperId)
    .where('subject_id', '=', input.subjectId)
    .where('kind', '!=', 'contest')
    .executeTakeFirst();
  if (!paper) throw bad(ConsoleQuestionMsg.paperNotFound);
  if (paper.kind !== 'draft') throw bad(ConsoleQuestionMsg.paperNotDraft);
  return paper.id;
}

/**
 * Writes the new content over a question in place, so its id — which attempts, error books
 * and favourites name — stays. Sub-questions are matched by id; new ones are added, and those
 * left out are removed unless learners answered them.
 */
async function rewriteQuestion(
  trx: Trx,
  before: NonNullable<QuestionRecord>,
  placed: QuestionInput & { childIds: Array<number | null> },
  fingerprint: string,
  now: string,
): Promise<void> {
  const oldChildren = await trx
    .selectFrom('qb_question')
    .select(['id', 'type_code', 'context', 'options', 'answer'])
    .where('parent_id', '=', before.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const used = await usedQuestions(trx, [before.id, ...oldChildren.map((child) => child.id)]);
  const usedAtAll = used.size > 0;
  if (placed.typeCode !== before.type_code && usedAtAll) throw bad(ConsoleQuestionMsg.typeLocked);
  if (placed.subjectId !== before.subject_id && (usedAtAll || before.paper_id !== null)) {
    throw bad(ConsoleQuestionMsg.subjectLocked);
  }
  const childInputs = placed.typeCode === 'composite' ? (placed.children ?? []) : [];
  const givenIds = placed.childIds;
  const named = givenIds.filter((childId) => childId !== null);
  if (new Set(named).size !== named.length) throw bad(ConsoleQuestionMsg.childRepeated);
  const oldById = new Map(oldChildren.map((child) => [child.id, child]));
  givenIds.forEach((childId, index) => {
    if (childId === null) return;
    const old = oldById.get(childId);
    if (!old) throw bad(ConsoleQuestionMsg.childNotFound);
    if (old.type_code !== childInputs[index]!.typeCode && used.has(childId)) {
      throw bad(`${ConsoleQuestionMsg.childPrefix(index + 1)}${ConsoleQuestionMsg.typeLocked}`);
    }
  });
  const removed = oldChildren.filter((child) => !givenIds.includes(child.id));
  const answeredRemoved = removed.findIndex((child) => used.has(child.id));
  if (answeredRemoved >= 0) {
    const place = oldChildren.indexOf(removed[answeredRemoved]!) + 1;
    throw bad(ConsoleQuestionMsg.childAnswered(place));
  }

  const vipOnly = await inheritedVipOnly(trx, placed);
  const oldMedia = await mediaOf(trx, [before.id, ...oldChildren.map((child) => child.id)]);
  const content = questionContent(placed);
  await trx
    .updateTable('qb_question')
    .set({
      ...content,
      subject_id: placed.subjectId,
      catalogue_id: placed.catalogueId ?? null,
      vip_only: vipOnly ? 1 : 0,
      source: placed.source ?? '',
      fingerprint,
      updated_at: now,
    })
    .where('id', '=', before.id)
    .execute();
  await replaceAnalyses(trx, before.id, placed.analyses ?? [], now);
  if (
    before.catalogue_id !== (placed.catalogueId ?? null) ||
    before.subject_id !== placed.subjectId
  ) {
    // Learners' progress and error books are counted by point: they move with the question.
    const leafIds = [before.id, ...oldChildren.map((child) => child.id)];
    for (const table of ['qb_user_question', 'qb_error_question'] as const) {
      await trx
        .updateTable(table)
        .set({ subject_id: placed.subjectId, catalogue_id: placed.catalogueId ?? null })
        .where('question_id', 'in', leafIds)
        .execute();
    }
  }
  await trx.deleteFrom('qb_material').where('question_id', '=', before.id).execute();
  await insertMaterials(trx, before.id, placed.materials ?? []);
  if (removed.length > 0) {
    await trx
      .deleteFrom('qb_question')
      .where(
        'id',
        'in',
        removed.map((child) => child.id),
      )
      .execute();
  }
  const rewritten = new Set<number>();
  if (
    before.fingerprint !== fingerprint ||
    before.answer !== content.answer ||
    before.type_code !== content.type_code
  ) {
    rewritten.add(before.id);
  }
  const parent = {
    id: before.id,
    subjectId: placed.subjectId,
    catalogueId: placed.catalogueId ?? null,
    paperId: placed.paperId ?? null,
    vipOnly,
  };
  for (const [index, child] of childInputs.entries()) {
    const childId = givenIds[index] ?? null;
    if (childId === null) {
      await insertSubQuestion(trx, parent, child, index, now);
      continue;
    }
    const childContent = questionContent(child);
    const old = oldById.get(childId)!;
    if (
      old.context !== childContent.context ||
      old.options !== childContent.options ||
      old.answer !== childContent.answer
    ) {
      rewritten.add(childId);
    }
    await trx
      .updateTable('qb_question')
      .set({
        ...childContent,
        subject_id: parent.subjectId,
        catalogue_id: parent.catalogueId,
        vip_only: vipOnly ? 1 : 0,
        sort_order: index,
        updated_at: now,
      })
      .where('id', '=', childId)
      .execute();
    await replaceAnalyses(trx, childId, child.analyses ?? [], now);
  }
  // A changed material changes what every sub-question asks.
  if (rewritten.has(before.id)) for (const child of oldChildren) rewritten.add(child.id);
  await notifyQuestionsRewritten(trx, [...rewritten]);
  await dropUnusedMedia(trx, oldMedia);
}

async function replaceAnalyses(
  trx: Trx,
  questionId: number,
  analyses: AnalysisInput[],
  now: string,
): Promise<void> {
  // AI explanations live elsewhere (ai_explanation); analyses marked AI were written by seeds.
  await trx
    .deleteFrom('qb_analysis')
    .where('question_id', '=', questionId)
    .where('is_ai', '=', 0)
    .execute();
  await insertAnalyses(trx, questionId, analyses, now);
}

async function mediaOf(trx: Trx, questionIds: number[]): Promise<number[]> {
  const rows = await trx
    .selectFrom('qb_analysis')
    .select('media_id')
    .where('question_id', 'in', questionIds)
    .where('media_id', 'is not', null)
    .execute();
  return rows.map((row) => row.media_id!);
}

/** Files no analysis plays any more are deleted with the change that dropped them. */
async function dropUnusedMedia(trx: Trx, mediaIds: number[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await trx
    .deleteFrom('qb_media')
    .where('id', 'in', [...new Set(mediaIds)])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('qb_analysis as a')
            .select('a.id')
            .whereRef('a.media_id', '=', 'qb_media.id'),
        ),
      ),
    )
    .execute();
}

/** Deletes a question (a material group with its sub-questions) nothing of a learner's names. */
export async function removeConsoleQuestion(
  ctx: QuestionBankContext,
  actorId: number,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findRecord(trx, id);
    if (!before) throw notFound();
    await lockSubjects(ctx, trx, [before.subject_id]);
    if (before.paper_kind === 'contest') throw bad(ConsoleQuestionMsg.contestLocked);
    if (before.paper_kind === 'past') throw bad(ConsoleQuestionMsg.inPublishedPaper);
    const children = await trx
      .selectFrom('qb_question')
      .select('id')
      .where('parent_id', '=', id)
      .execute();
    const ids = [id, ...children.map((child) => child.id)];
    if ((await usedQuestions(trx, ids)).size > 0) {
      throw bad(ConsoleQuestionMsg.inUse);
    }
    const media = await mediaOf(trx, ids);
    const view = await auditViewOf(trx, before);
    await trx.deleteFrom('qb_question').where('id', '=', id).execute();
    await dropUnusedMedia(trx, media);
    await recordAudit(trx, {
      actorId,
      action: 'qb_question.remove',
      entity: 'qb_question',
      entityId: id,
      before: view,
      after: null,
    });
  });
}

// The audit log's view: what a person reads to see what changed.

function auditView(input: QuestionInput) {
  const part = (entry: Omit<QuestionInput, 'subjectId'>) => ({
    type: typeName(entry.typeCode),
    stem: shortened(plainText(entry.context)),
    options: (entry.options ?? []).map((option) => shortened(plainText(option))),
    answer: shortened(
      plainText(Array.isArray(entry.answer) ? entry.answer.join('；') : (entry.answer ?? '')),
    ),
    difficulty: entry.difficulty,
    score: (entry.scoreTenths ?? 10) / 10,
    analyses: (entry.analyses ?? []).length,
  });
  return {
    subject_id: input.subjectId,
    catalogue_id: input.catalogueId ?? null,
    source: input.source ?? '',
    ...part(input),
    materials: (input.materials ?? []).map((material) => shortened(plainText(material))),
    children: (input.children ?? []).map(part),
  };
}

async function auditViewOf(trx: Trx, record: NonNullable<QuestionRecord>) {
  const children = await trx
    .selectFrom('qb_question')
    .selectAll()
    .where('parent_id', '=', record.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const leafIds = [record.id, ...children.map((child) => child.id)];
  const materials = await trx
    .selectFrom('qb_material')
    .select('content')
    .where('question_id', '=', record.id)
    .orderBy('sort_order')
    .execute();
  const analyses = await trx
    .selectFrom('qb_analysis')
    .select('question_id')
    .where('question_id', 'in', leafIds)
    .where('is_ai', '=', 0)
    .execute();
  const asInput = (row: (typeof children)[number]) => ({
    typeCode: row.type_code as TypeCode,
    context: row.context,
    options: parseOptions(row.options).map((option) => option.content),
    answer: displayAnswer(row.type_code, row.answer),
    difficulty: row.difficulty,
    scoreTenths: row.score_tenths,
    analyses: analyses
      .filter((analysis) => analysis.question_id === row.id)
      .map(() => ({ type: 'text' as const })),
  });
  return auditView({
    ...asInput(record),
    subjectId: record.subject_id,
    catalogueId: record.catalogue_id,
    source: record.source,
    materials: materials.map((material) => material.content),
    children: children.map(asInput),
  });
}

// Analysis files.

type UploadInput = Static<typeof UploadQuestionMedia.body>;
type UploadResult = Static<typeof UploadQuestionMedia.data>;

/** Stores an analysis video or audio file, checked by its content, for a save to name. */
export async function uploadQuestionMedia(
  ctx: QuestionBankContext,
  input: UploadInput,
): Promise<UploadResult> {
  const content = Buffer.from(input.content, 'base64');
  if (content.byteLength === 0) throw bad(ConsoleQuestionMsg.mediaEmpty);
  if (content.byteLength > QUESTION_MEDIA_MAX_BYTES) throw bad(ConsoleQuestionMsg.mediaTooLarge);
  const facts = await probeAnalysisMedia(content, ctx.config.video.ffmpegPath);
  if (!facts) throw bad(ConsoleQuestionMsg.mediaUnreadable);
  const fileName = input.fileName.trim().slice(0, 128) || `analysis.${facts.mime.split('/')[1]}`;
  const id = await insertMedia(
    ctx.db,
    {
      kind: facts.kind,
      mime: facts.mime,
      fileName,
      content,
      durationSeconds: facts.seconds,
    },
    new Date().toISOString(),
  );
  return {
    id,
    kind: facts.kind,
    fileName,
    durationSeconds: facts.seconds,
    url: mediaUrl(ctx, id),
  };
}
