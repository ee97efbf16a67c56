import type { QuestionBankContext } from './context.ts';
import { bankContent } from './bank-content-cache.ts';
import { answerList, displayAnswer, type GradableQuestion } from './grading.ts';
import { signMediaUrl } from './media-url.ts';
import {
  findAnalyses,
  findCatalogueNames,
  findMaterials,
  findStarred,
  type AnalysisRow,
  type Db,
  type QuestionRow,
} from './question.repository.ts';
import type { Question, SubQuestion, TypeCode } from '@shangan/shared/contracts/question-bank';
import { EMBARGOED_QUESTION_TEXT, embargoedQuestionIds } from './contest-embargo.ts';
import { findReleasedKeys } from './key-release.ts';
import { displayedOptions } from './option-order.ts';
import { LOCKED_QUESTION_TEXT, mayOpen, type Viewer } from './rights.ts';

/**
 * Builds the question payloads every endpoint sends. The rules that keep content safe live here
 * and nowhere else:
 * - VIP-only content without the right is sent as a locked shell: no stem, options or
 *   materials, only the VIP prompt, whatever endpoint asks (review, favourites, practice).
 * - The key and the analyses of a question are added only in review mode, only to a learner
 *   who has handed in an attempt holding that question and has no running timed attempt
 *   holding it (key-release.ts), and only with the right. Practice payloads never carry them.
 */
export interface PayloadOptions {
  viewer: Viewer;
  /** Add the key and analyses where the rule allows. */
  review: boolean;
  /**
   * The learner's own attempt holding these questions: a mock contest's questions are shown
   * there while they are under embargo, and nowhere else (contest-embargo.ts).
   */
  ownAttempt?: boolean;
  /** The attempt's seed permuting option letters (option-order.ts); null: their own order. */
  optionSeed?: number | null;
  /** What the caller has read already in this request: not read again. */
  known?: {
    /** Question rows (leaves and parents) by id. */
    questions?: ReadonlyMap<number, QuestionRow>;
    /** Knowledge-point names by catalogue id. */
    pointNames?: ReadonlyMap<number, string>;
  };
}

/** Leaf (gradable) ids in order → top-level questions; sub-questions gather under their parent. */
export async function buildQuestions(
  ctx: QuestionBankContext,
  db: Db,
  leafIds: number[],
  options: PayloadOptions,
): Promise<Question[]> {
  const known = options.known ?? {};
  const leaves = await questionsById(ctx, db, leafIds, known.questions);
  const ordered = leafIds.map((id) => leaves.get(id)).filter((row) => row !== undefined);
  const parentIds = [...new Set(ordered.map((row) => row.parent_id).filter((id) => id !== null))];
  const parents = await questionsById(ctx, db, parentIds, known.questions);
  const materials = await findMaterials(db, parentIds);
  const allIds = [...ordered.map((row) => row.id), ...parentIds];
  const pointIds = [...ordered, ...parents.values()]
    .map((row) => row.catalogue_id)
    .filter((id) => id !== null);
  const points = await catalogueNames(db, pointIds, known.pointNames);
  const starred = await findStarred(db, options.viewer.userId, allIds);
  // Read once: the review's key release needs it even in the learner's own attempt.
  const reviewing = options.review && Boolean(options.viewer.userId);
  const contestHeld =
    !options.ownAttempt || reviewing
      ? await embargoedQuestionIds(await bankContent(ctx, db), db)
      : new Set<number>();
  const embargoed = options.ownAttempt ? new Set<number>() : contestHeld;

  let revealed = new Set<number>();
  let underExam = new Set<number>();
  let analyses = new Map<number, AnalysisRow[]>();
  if (options.review && options.viewer.userId) {
    const release = await findReleasedKeys(
      db,
      options.viewer.userId,
      [...leaves.keys()],
      contestHeld,
    );
    underExam = release.underExam;
    revealed = new Set(
      ordered
        .filter((row) => release.released.has(row.id) && mayOpen(options.viewer, row.vip_only))
        .map((row) => row.id),
    );
    analyses = await findAnalyses(db, [...revealed]);
  }

  const context: FieldContext = {
    ctx,
    viewer: options.viewer,
    points,
    starred,
    revealed,
    underExam,
    analyses,
    review: options.review,
    embargoed,
    optionSeed: options.optionSeed ?? null,
  };
  const result: Question[] = [];
  const byParent = new Map<number, Question>();
  for (const row of ordered) {
    if (row.parent_id === null) {
      result.push({ ...questionFields(row, context), materialContext: [], sonQuestion: [] });
      continue;
    }
    let parent = byParent.get(row.parent_id);
    if (!parent) {
      const parentRow = parents.get(row.parent_id);
      if (!parentRow) continue;
      parent = {
        ...questionFields(parentRow, { ...context, review: false }),
        materialContext:
          mayOpen(options.viewer, parentRow.vip_only) && !embargoed.has(parentRow.id)
            ? (materials.get(parentRow.id) ?? []).map((content) => ({ content }))
            : [],
        sonQuestion: [],
      };
      byParent.set(row.parent_id, parent);
      result.push(parent);
    }
    parent.sonQuestion.push({ ...questionFields(row, context), parentId: row.parent_id });
  }
  return result;
}

/** Rows of these questions, those the caller has read taken from `known`. */
async function questionsById(
  ctx: QuestionBankContext,
  db: Db,
  ids: number[],
  known: ReadonlyMap<number, QuestionRow> = new Map(),
): Promise<Map<number, QuestionRow>> {
  const rows = new Map<number, QuestionRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = known.get(id);
    if (row) rows.set(id, row);
    else missing.push(id);
  }
  if (missing.length === 0) return rows;
  const bank = await bankContent(ctx, db);
  for (const row of (await bank.questions(db, missing)).values()) {
    rows.set(row.id, row);
  }
  return rows;
}

async function catalogueNames(
  db: Db,
  ids: number[],
  known: ReadonlyMap<number, string> = new Map(),
): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const missing: number[] = [];
  for (const id of ids) {
    const name = known.get(id);
    if (name !== undefined) names.set(id, name);
    else missing.push(id);
  }
  for (const [id, name] of await findCatalogueNames(db, missing)) names.set(id, name);
  return names;
}

interface FieldContext {
  ctx: QuestionBankContext;
  viewer: Viewer;
  points: Map<number, string>;
  starred: Set<number>;
  revealed: Set<number>;
  underExam: Set<number>;
  analyses: Map<number, AnalysisRow[]>;
  review: boolean;
  embargoed: Set<number>;
  optionSeed: number | null;
}

function questionFields(row: QuestionRow, context: FieldContext): Omit<SubQuestion, 'parentId'> {
  const pointName = row.catalogue_id === null ? undefined : context.points.get(row.catalogue_id);
  const fields: Omit<SubQuestion, 'parentId'> = {
    id: row.id,
    questionTypeCode: typeCodeOf(row),
    context: row.context,
    questionOptionList:
      context.optionSeed === null ? optionsOf(row) : displayedOptions(row, context.optionSeed),
    answerSize: row.answer_size,
    difficulty: row.difficulty,
    score: row.score_tenths / 10,
    wordsNum: row.words_num,
    knowledgePoint:
      row.catalogue_id !== null && pointName !== undefined
        ? { id: row.catalogue_id, name: pointName }
        : null,
    source: row.source,
    vipOnly: row.vip_only === 1,
    isStarred: context.starred.has(row.id),
  };
  if (context.embargoed.has(row.id)) {
    // Outside the candidate's own attempt a contest's question under embargo tells nothing of
    // itself: its knowledge point, difficulty, score and source would say what it asks and where
    // it stands on the paper.
    return {
      ...fields,
      context: EMBARGOED_QUESTION_TEXT,
      questionOptionList: [],
      answerSize: 0,
      difficulty: 0,
      score: 0,
      wordsNum: null,
      knowledgePoint: null,
      source: '',
      locked: true,
      lockedReason: 'exam' as const,
    };
  }
  if (!mayOpen(context.viewer, row.vip_only)) {
    return {
      ...fields,
      context: LOCKED_QUESTION_TEXT,
      questionOptionList: [],
      ...(context.review ? { locked: true, lockedReason: 'vip' as const } : {}),
    };
  }
  if (!context.review) return fields;
  if (context.underExam.has(row.id)) return { ...fields, locked: true, lockedReason: 'exam' };
  if (!context.revealed.has(row.id)) return { ...fields, locked: true };
  return {
    ...fields,
    answer: displayAnswer(row.type_code, row.answer),
    answerList: answerList(row.type_code, row.answer),
    analysisList: (context.analyses.get(row.id) ?? []).map((analysis) =>
      analysisPayload(context.ctx, analysis),
    ),
  };
}

function analysisPayload(ctx: QuestionBankContext, row: AnalysisRow) {
  const base = { id: row.id, type: row.type, isAi: row.is_ai, thumbsUp: row.thumbs_up };
  if (row.type === 'text' || row.media_id === null) return { ...base, analysis: row.analysis };
  const durationSeconds = row.duration_seconds ?? 0;
  // A video analysis carries the video id (played through media/playUrl), an
  // audio analysis its address — here a signed one that expires.
  if (row.type === 'video') return { ...base, analysis: String(row.media_id), durationSeconds };
  const { url } = signMediaUrl(
    ctx.config.appSecret,
    row.media_id,
    ctx.config.questionBank.mediaUrlTtlSeconds,
  );
  return { ...base, analysis: url, durationSeconds };
}

/** A question's type as the contract names it: bank-writer.ts stores no other. */
export function typeCodeOf(row: Pick<QuestionRow, 'type_code'>): TypeCode {
  return row.type_code as TypeCode;
}

type Option = { optionHead: string; content: string };

// Rows are shared by every request through bank-content-cache.ts: each is parsed once. The
// lists are frozen, as the rows are, since every payload built from the row holds the same one.
const parsedOptions = new WeakMap<QuestionRow, Option[]>();

function optionsOf(row: QuestionRow): Option[] {
  let options = parsedOptions.get(row);
  if (!options) {
    options = Object.freeze(
      parseOptions(row.options).map((option) => Object.freeze(option)),
    ) as Option[];
    parsedOptions.set(row, options);
  }
  return options;
}

export function parseOptions(text: string): Array<{ optionHead: string; content: string }> {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as Array<{ optionHead: string; content: string }>) : [];
  } catch {
    return [];
  }
}

/** A question as the grading engine reads it: type, canonical key, blanks, option letters. */
export function gradableOf(row: QuestionRow): GradableQuestion {
  return {
    typeCode: row.type_code,
    answer: row.answer,
    answerSize: row.answer_size,
    optionHeads: parseOptions(row.options).map((option) => option.optionHead),
  };
}
