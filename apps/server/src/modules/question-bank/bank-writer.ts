import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { findAnswers, findExercise } from './exercise.repository.ts';
import { recordHandIn } from './hand-in-effects.ts';
import { gradableOf } from './question-payload.ts';
import { questionFingerprint, type FingerprintSource } from './fingerprint.ts';
import { findQuestionsByIds, type QuestionRow } from './question.repository.ts';
import { catalogueVipOnly } from './rights.ts';
import {
  LETTER_SET_TYPES,
  SINGLE_LETTER_TYPES,
  choiceLetters,
  gradeAnswer,
  isTypeCode,
  prepareAnswer,
  sequenceNumbers,
  type TypeCode,
} from './grading.ts';

/**
 * Writes bank content (the demo seed, the benchmark generator, test fixtures): every rich
 * text is sanitized here, on write, and every key is checked and stored in canonical form, so
 * what the engine reads is always well-formed.
 */
type Db = Kysely<Database> | Transaction<Database>;

export interface AnalysisInput {
  type: 'text' | 'video' | 'audio';
  /** text: HTML. */
  analysis?: string;
  /** video / audio: the qb_media row. */
  mediaId?: number;
  isAi?: boolean;
}

export interface QuestionInput {
  subjectId: number;
  catalogueId?: number | null;
  typeCode: TypeCode;
  context: string;
  /** Option contents; heads are A, B, C … in order. */
  options?: string[];
  /** Letters for choices, one entry per blank for fill-in ('3|三' accepts both), the order for
   * sequencing, a reference answer for short answers. */
  answer?: string | string[];
  difficulty?: number;
  scoreTenths?: number;
  wordsNum?: number | null;
  paperId?: number | null;
  sortOrder?: number;
  /** Defaults to the catalogue's or paper's flag. */
  vipOnly?: boolean;
  source?: string;
  analyses?: AnalysisInput[];
  /** Composite questions: the materials and the sub-questions. */
  materials?: string[];
  children?: Array<Omit<QuestionInput, 'subjectId' | 'catalogueId' | 'paperId' | 'children'>>;
}

export class BankContentError extends Error {}

export async function insertSubject(
  db: Db,
  input: { code: string; name: string; description?: string; sortOrder?: number },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('qb_subject')
    .values({
      code: input.code,
      name: input.name,
      description: input.description ?? '',
      sort_order: input.sortOrder ?? 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCatalogue(
  db: Db,
  input: {
    subjectId: number;
    parentId?: number | null;
    name: string;
    level: number;
    sortOrder?: number;
    vipOnly?: boolean;
  },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('qb_catalogue')
    .values({
      subject_id: input.subjectId,
      parent_id: input.parentId ?? null,
      name: input.name,
      level: input.level,
      sort_order: input.sortOrder ?? 0,
      vip_only: input.vipOnly ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPaper(
  db: Db,
  input: {
    subjectId: number;
    title: string;
    year: number;
    region: string;
    examType: string;
    examinationLevel: string;
    timeLimitMinutes: number;
    vipOnly?: boolean;
    description?: string;
    sortOrder?: number;
    /** contest: a mock contest's paper, never listed among past papers. */
    kind?: 'past' | 'contest';
  },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('qb_paper')
    .values({
      subject_id: input.subjectId,
      title: input.title,
      year: input.year,
      region: input.region,
      exam_type: input.examType,
      examination_level: input.examinationLevel,
      time_limit_minutes: input.timeLimitMinutes,
      vip_only: input.vipOnly ? 1 : 0,
      description: input.description ?? '',
      sort_order: input.sortOrder ?? 0,
      kind: input.kind ?? 'past',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMedia(
  db: Db,
  input: {
    kind: 'video' | 'audio';
    mime: string;
    fileName: string;
    content: Uint8Array;
    durationSeconds: number;
  },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('qb_media')
    .values({
      kind: input.kind,
      mime: input.mime,
      file_name: input.fileName,
      size: input.content.byteLength,
      duration_seconds: input.durationSeconds,
      content: input.content,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * What an import must check before anything is written: the messages insertQuestion would
 * refuse this question with (its type, its key against its options, its sub-questions).
 */
export function questionInputProblems(input: QuestionInput): string[] {
  const problems: string[] = [];
  const check = (entry: Omit<QuestionInput, 'subjectId'>, prefix: string) => {
    if (!isTypeCode(entry.typeCode)) {
      problems.push(`${prefix}未知题型 ${entry.typeCode}`);
      return;
    }
    if (entry.typeCode === 'composite') return;
    try {
      canonicalKey(entry.typeCode, entry.answer ?? '', entry.options?.length ?? 0);
    } catch (error) {
      if (!(error instanceof BankContentError)) throw error;
      problems.push(`${prefix}${error.message}`);
    }
  };
  check(input, '');
  if (input.typeCode === 'composite') {
    if (!input.children?.length) problems.push('材料题至少需要一道小题');
    input.children?.forEach((child, index) => check(child, `第 ${index + 1} 小题：`));
  }
  return problems;
}

/** The digest the bank keeps of a question (fingerprint.ts), from what will be stored. */
export function inputFingerprint(input: QuestionInput): string {
  const sourceOf = (entry: Omit<QuestionInput, 'subjectId'>): FingerprintSource => ({
    typeCode: entry.typeCode,
    context: sanitizeRichText(entry.context),
    options: (entry.options ?? []).map(sanitizeRichText),
    materials: (entry.materials ?? []).map(sanitizeRichText),
    children: (entry.children ?? []).map(sourceOf),
  });
  return questionFingerprint(sourceOf(input));
}

/** Inserts a question with its analyses, materials and sub-questions; returns its id. */
export async function insertQuestion(db: Db, input: QuestionInput, now: string): Promise<number> {
  const vipOnly = input.vipOnly ?? (await inheritedVipOnly(db, input));
  const id = await insertOne(
    db,
    input,
    {
      parentId: null,
      vipOnly,
      sortOrder: input.sortOrder ?? 0,
      fingerprint: inputFingerprint(input),
    },
    now,
  );
  if (input.typeCode === 'composite') {
    if (!input.children?.length) throw new BankContentError('材料题至少需要一道小题');
    await insertMaterials(db, id, input.materials ?? []);
    let index = 0;
    for (const child of input.children) {
      await insertSubQuestion(
        db,
        {
          id,
          subjectId: input.subjectId,
          catalogueId: input.catalogueId ?? null,
          paperId: input.paperId ?? null,
          vipOnly,
        },
        child,
        index++,
        now,
      );
    }
  }
  return id;
}

/** Where a material group's sub-question goes: under its group, in its subject, point and paper. */
export interface SubQuestionParent {
  id: number;
  subjectId: number;
  catalogueId: number | null;
  paperId: number | null;
  vipOnly: boolean;
}

/** Adds a sub-question to a material group, at the place given among its siblings. */
export function insertSubQuestion(
  db: Db,
  parent: SubQuestionParent,
  child: Omit<QuestionInput, 'subjectId' | 'catalogueId' | 'paperId' | 'children'>,
  sortOrder: number,
  now: string,
): Promise<number> {
  return insertOne(
    db,
    {
      ...child,
      subjectId: parent.subjectId,
      catalogueId: parent.catalogueId,
      paperId: parent.paperId,
    },
    { parentId: parent.id, vipOnly: parent.vipOnly, sortOrder },
    now,
  );
}

/** A question is VIP-only when its knowledge point (or the module above it) or its paper is. */
export async function inheritedVipOnly(
  db: Db,
  input: Pick<QuestionInput, 'catalogueId' | 'paperId'>,
): Promise<boolean> {
  // A knowledge point under a VIP-only module is VIP-only too.
  if (input.catalogueId && (await catalogueVipOnly(db, input.catalogueId))) return true;
  if (input.paperId) {
    const row = await db
      .selectFrom('qb_paper')
      .select('vip_only')
      .where('id', '=', input.paperId)
      .executeTakeFirst();
    if (row?.vip_only) return true;
  }
  return false;
}

async function insertOne(
  db: Db,
  input: QuestionInput,
  placement: {
    parentId: number | null;
    vipOnly: boolean;
    sortOrder: number;
    fingerprint?: string;
  },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('qb_question')
    .values({
      subject_id: input.subjectId,
      catalogue_id: input.catalogueId ?? null,
      parent_id: placement.parentId,
      ...questionContent(input),
      paper_id: input.paperId ?? null,
      sort_order: placement.sortOrder,
      vip_only: placement.vipOnly ? 1 : 0,
      source: input.source ?? '',
      fingerprint: placement.fingerprint ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertAnalyses(db, row.id, input.analyses ?? [], now);
  return row.id;
}

/**
 * The columns that say what a question is — type, stem, options, key, difficulty, score —
 * sanitized and with the key in canonical form; shared by inserts and the console's edits.
 */
export function questionContent(
  input: Pick<
    QuestionInput,
    'typeCode' | 'context' | 'options' | 'answer' | 'difficulty' | 'scoreTenths' | 'wordsNum'
  >,
) {
  if (!isTypeCode(input.typeCode)) throw new BankContentError(`未知题型 ${input.typeCode}`);
  const options = (input.options ?? []).map((content, index) => ({
    optionHead: String.fromCharCode(65 + index),
    content: sanitizeRichText(content),
  }));
  const key = canonicalKey(input.typeCode, input.answer ?? '', options.length);
  return {
    type_code: input.typeCode,
    context: sanitizeRichText(input.context),
    options: JSON.stringify(options),
    answer: key.answer,
    answer_size: key.size,
    difficulty: input.difficulty ?? 3,
    score_tenths: input.scoreTenths ?? 10,
    words_num: input.wordsNum ?? null,
  };
}

/** A question's analyses in the order given (text sanitized; video and audio by their file). */
export async function insertAnalyses(
  db: Db,
  questionId: number,
  analyses: AnalysisInput[],
  now: string,
): Promise<void> {
  let index = 0;
  for (const analysis of analyses) {
    if (analysis.type !== 'text' && !analysis.mediaId) {
      throw new BankContentError('视频、音频解析需要媒体文件');
    }
    await db
      .insertInto('qb_analysis')
      .values({
        question_id: questionId,
        type: analysis.type,
        analysis: analysis.type === 'text' ? sanitizeRichText(analysis.analysis ?? '') : '',
        media_id: analysis.type === 'text' ? null : (analysis.mediaId ?? null),
        is_ai: analysis.isAi ? 1 : 0,
        sort_order: index++,
        created_at: now,
      })
      .execute();
  }
}

/** A material group's materials in the order given, sanitized. */
export async function insertMaterials(db: Db, questionId: number, materials: string[]) {
  let index = 0;
  for (const material of materials) {
    await db
      .insertInto('qb_material')
      .values({ question_id: questionId, sort_order: index++, content: sanitizeRichText(material) })
      .execute();
  }
}

function canonicalKey(
  typeCode: TypeCode,
  answer: string | string[],
  optionCount: number,
): { answer: string; size: number } {
  if (SINGLE_LETTER_TYPES.includes(typeCode) || LETTER_SET_TYPES.includes(typeCode)) {
    const letters = choiceLetters(Array.isArray(answer) ? answer.join('') : answer);
    const heads = Array.from({ length: optionCount }, (_, i) => String.fromCharCode(65 + i));
    if (!letters?.length || letters.some((letter) => !heads.includes(letter))) {
      throw new BankContentError(`选择题答案 ${String(answer)} 不在选项中`);
    }
    if (SINGLE_LETTER_TYPES.includes(typeCode) && letters.length !== 1) {
      throw new BankContentError('单选题只能有一个答案');
    }
    return { answer: letters.join(''), size: 0 };
  }
  if (typeCode === 'fill_in') {
    const blanks = (Array.isArray(answer) ? answer : [answer]).map((entry) => entry.trim());
    if (blanks.length === 0 || blanks.some((entry) => entry === '')) {
      throw new BankContentError('填空题每个空都需要答案');
    }
    return { answer: JSON.stringify(blanks), size: blanks.length };
  }
  if (typeCode === 'sequencing') {
    const order = sequenceNumbers(Array.isArray(answer) ? answer.join(',') : answer);
    if (!order?.length) throw new BankContentError('排序题需要正确顺序');
    return { answer: order.join(','), size: order.length };
  }
  if (typeCode === 'short_answer') {
    return { answer: sanitizeRichText(Array.isArray(answer) ? answer.join('') : answer), size: 0 };
  }
  return { answer: '', size: 0 };
}

/**
 * A handed-in attempt written in one go (the contest seed's simulated candidates, the
 * benchmark): answers in the original letters, graded here by the engine's own rules.
 */
export interface GradedAttemptInput {
  userId: number;
  kind: string;
  businessKey: string;
  title: string;
  subjectId: number | null;
  paperId: number | null;
  /** Leaf question ids in the attempt's order. */
  questionIds: number[];
  /** Question id → the answer given (as a learner would send it); absent: unanswered. */
  answers: Map<number, string | string[]>;
  timeLimitSeconds: number | null;
  startedAt: string;
  submittedAt: string;
  elapsedSeconds: number;
  submitType: 'direct' | 'auto';
}

/** Rows per multi-row insert: far below either engine's limit on bound parameters. */
const ATTEMPT_BATCH = 200;
const ANSWER_BATCH = 400;

/**
 * Inserts handed-in attempts with their graded answers in batches; returns the attempt ids in
 * input order. Statistics and the error book are not touched: these are not a person's practice.
 */
export async function insertGradedAttempts(
  db: Db,
  attempts: GradedAttemptInput[],
): Promise<number[]> {
  const questionIds = [...new Set(attempts.flatMap((attempt) => attempt.questionIds))];
  const questions = new Map(
    (await findQuestionsByIds(db, questionIds)).map((row) => [row.id, row]),
  );
  const ids: number[] = [];
  for (let start = 0; start < attempts.length; start += ATTEMPT_BATCH) {
    const batch = attempts.slice(start, start + ATTEMPT_BATCH);
    const graded = batch.map((attempt) => gradeAttempt(attempt, questions));
    const inserted = await db
      .insertInto('qb_exercise')
      .values(graded.map((entry) => entry.exercise))
      .returning(['id', 'user_id', 'business_key'])
      .execute();
    const byKey = new Map(inserted.map((row) => [`${row.user_id}:${row.business_key}`, row.id]));
    const answerRows = [];
    for (const entry of graded) {
      const id = byKey.get(`${entry.exercise.user_id}:${entry.exercise.business_key}`);
      if (id === undefined) throw new BankContentError('答题记录写入失败');
      ids.push(id);
      answerRows.push(...entry.answers.map((row) => ({ ...row, exercise_id: id })));
    }
    for (let i = 0; i < answerRows.length; i += ANSWER_BATCH) {
      await db
        .insertInto('qb_answer')
        .values(answerRows.slice(i, i + ANSWER_BATCH))
        .execute();
    }
  }
  return ids;
}

function gradeAttempt(attempt: GradedAttemptInput, questions: Map<number, QuestionRow>) {
  let correct = 0;
  let answered = 0;
  let score = 0;
  let total = 0;
  const answers = attempt.questionIds.map((questionId) => {
    const question = questions.get(questionId);
    if (!question) throw new BankContentError(`题目 ${questionId} 不存在`);
    total += question.score_tenths;
    const gradable = gradableOf(question);
    const given = attempt.answers.get(questionId);
    const prepared = given === undefined ? null : prepareAnswer(gradable, given);
    if (prepared && !prepared.ok) throw new BankContentError(prepared.message);
    const stored = prepared && !prepared.empty ? prepared.stored : '';
    const isCorrect = stored === '' ? null : gradeAnswer(gradable, stored);
    if (stored !== '') answered++;
    if (isCorrect === 1) {
      correct++;
      score += question.score_tenths;
    }
    return {
      user_id: attempt.userId,
      question_id: questionId,
      answer: stored,
      is_correct: isCorrect,
      time_spent_seconds:
        stored === '' ? 0 : Math.round(attempt.elapsedSeconds / attempt.questionIds.length),
      created_at: attempt.submittedAt,
      updated_at: attempt.submittedAt,
    };
  });
  return {
    exercise: {
      user_id: attempt.userId,
      kind: attempt.kind,
      business_key: attempt.businessKey,
      subject_id: attempt.subjectId,
      catalogue_id: null,
      paper_id: attempt.paperId,
      title: attempt.title,
      status: 'submitted',
      question_ids: JSON.stringify(attempt.questionIds),
      question_count: attempt.questionIds.length,
      total_score_tenths: total,
      time_limit_seconds: attempt.timeLimitSeconds,
      elapsed_seconds: attempt.elapsedSeconds,
      resumed_at: null,
      score_tenths: score,
      correct_count: correct,
      answered_count: answered,
      rank_value: score,
      submit_type: attempt.submitType,
      created_at: attempt.startedAt,
      updated_at: attempt.submittedAt,
      submitted_at: attempt.submittedAt,
    },
    answers,
  };
}

/**
 * For a person's attempts written by insertGradedAttempts (a demo learner's, not a simulated
 * cohort's): what their hand-in would have changed beyond the attempt — per-question statistics
 * (the bank home's totals and progress) and the error book — as of each attempt's hand-in.
 */
export async function recordPersonalHandIns(
  trx: Transaction<Database>,
  exerciseIds: number[],
): Promise<void> {
  for (const exerciseId of exerciseIds) {
    const exercise = await findExercise(trx, exerciseId);
    if (!exercise) throw new BankContentError('答题记录不存在');
    const answers = await findAnswers(trx, exerciseId);
    const questions = new Map(
      (
        await findQuestionsByIds(
          trx,
          answers.map((row) => row.question_id),
        )
      ).map((row) => [row.id, row]),
    );
    await recordHandIn(trx, {
      userId: exercise.user_id,
      answers,
      questions,
      nowIso: exercise.submitted_at ?? exercise.updated_at,
      // Questions met for the first time: no entry of the learner's book is taken out either way.
      removeStreak: Number.POSITIVE_INFINITY,
    });
  }
}
