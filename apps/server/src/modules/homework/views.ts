import type { Analysis } from '@shangan/shared/contracts/question-bank';
import type {
  HomeworkAnswer,
  HomeworkHead,
  HomeworkItem,
  HomeworkListItem,
  HomeworkState,
  MarkShape,
  SubmissionView,
} from '@shangan/shared/contracts/homework';
import {
  answerList,
  displayAnswer,
  EMBARGO_MESSAGE,
  findAnalyses,
  findEmbargoedQuestionIds,
  findMaterials,
  findQuestionsByIds,
  parseBlanks,
  parseOptions,
  type QuestionRow,
} from '../question-bank/public.ts';
import { parsePictureList, previewUrls } from '../short-answer/public.ts';
import type { HomeworkContext } from './context.ts';
import type { AnswerRow, HomeworkRow, ItemRow, SubmissionRow } from './homework.repository.ts';

/** Points as the screens show them; the database keeps tenths. */
export const points = (tenths: number) => tenths / 10;
const pointsOrNull = (tenths: number | null) => (tenths === null ? null : tenths / 10);

export function isOverdue(homework: Pick<HomeworkRow, 'deadline_at'>, now: Date): boolean {
  return homework.deadline_at !== null && Date.parse(homework.deadline_at) <= now.getTime();
}

/** A learner's state of a homework: todo until the first save. */
export function stateOf(submission: SubmissionRow | undefined): HomeworkState {
  return (submission?.state as HomeworkState | undefined) ?? 'todo';
}

export function headOf(
  homework: HomeworkRow,
  items: ItemRow[],
  titles: { course: string; lesson: string },
  now: Date,
): HomeworkHead {
  return {
    homeworkId: homework.id,
    title: homework.title,
    intro: homework.intro,
    courseId: homework.course_id,
    courseTitle: titles.course,
    lessonId: homework.lesson_id,
    lessonTitle: titles.lesson,
    deadline: homework.deadline_at,
    allowLate: homework.allow_late === 1,
    overdue: isOverdue(homework, now),
    totalScore: points(items.reduce((sum, item) => sum + item.score_tenths, 0)),
  };
}

export function listItemOf(
  head: HomeworkHead,
  itemCount: number,
  submission: SubmissionRow | undefined,
): HomeworkListItem {
  const state = stateOf(submission);
  return {
    homeworkId: head.homeworkId,
    title: head.title,
    courseId: head.courseId,
    courseTitle: head.courseTitle,
    lessonId: head.lessonId,
    lessonTitle: head.lessonTitle,
    itemCount,
    totalScore: head.totalScore,
    deadline: head.deadline,
    allowLate: head.allowLate,
    overdue: head.overdue,
    state,
    submissionId: submission?.id ?? null,
    submittedAt: submission?.submitted_at ?? null,
    correctedAt: state === 'corrected' ? (submission?.corrected_at ?? null) : null,
    score: state === 'corrected' ? pointsOrNull(submission?.score_tenths ?? null) : null,
  };
}

/**
 * Where a submission stands. The learner gets no result (objective points) before the
 * correction: a returned homework redone knowing which answers were wrong would teach nothing.
 */
export function submissionViewOf(
  submission: SubmissionRow | undefined,
  names: { teacher: string | null; student: string },
  viewer: 'student' | 'teacher',
): SubmissionView {
  const state = stateOf(submission);
  const corrected = state === 'corrected';
  const resultsShown = corrected || (viewer === 'teacher' && state === 'submitted');
  return {
    submissionId: submission?.id ?? null,
    state,
    attempt: submission?.attempt ?? 0,
    rev: submission?.rev ?? 0,
    savedAt: submission?.saved_at ?? null,
    submittedAt: submission?.submitted_at ?? null,
    late: submission?.late === 1,
    correctedAt: corrected || state === 'returned' ? (submission?.corrected_at ?? null) : null,
    teacherName: corrected || state === 'returned' ? names.teacher : null,
    score: corrected ? pointsOrNull(submission?.score_tenths ?? null) : null,
    objectiveScore: resultsShown ? pointsOrNull(submission?.objective_tenths ?? null) : null,
    comment: corrected ? (submission?.comment ?? '') : '',
    returnReason: state === 'returned' ? (submission?.return_reason ?? '') : '',
    evaluation:
      submission?.rating != null && submission.rated_at
        ? { rating: submission.rating, content: submission.rating_text, at: submission.rated_at }
        : null,
    studentName: names.student,
  };
}

export type LoadedQuestions = Awaited<ReturnType<typeof loadQuestions>>;

/** The bank questions of the items, with the leaves' materials, keyed by question id. */
export async function loadQuestions(ctx: HomeworkContext, items: ItemRow[]) {
  const ids = [...new Set(items.map((item) => item.question_id).filter((id) => id !== null))];
  const rows = new Map((await findQuestionsByIds(ctx.db, ids)).map((row) => [row.id, row]));
  const parentIds = [...new Set([...rows.values()].map((row) => row.parent_id))].filter(
    (id): id is number => id !== null,
  );
  const materials = await findMaterials(ctx.db, parentIds);
  return { rows, materials };
}

/**
 * The sheet's questions. Keys and analyses only with `reveal` (a corrected sheet, a teacher);
 * a question a running mock contest holds tells nothing of itself, here as everywhere outside
 * the candidate's own attempt.
 */
export async function itemViews(
  ctx: HomeworkContext,
  items: ItemRow[],
  { rows, materials }: LoadedQuestions,
  reveal: boolean,
): Promise<HomeworkItem[]> {
  const embargoed = await findEmbargoedQuestionIds(ctx.db);
  const analyses = reveal
    ? await findAnalyses(
        ctx.db,
        [...rows.keys()].filter((id) => !embargoed.has(id)),
      )
    : new Map();
  return items.map((item, index) => {
    const question = item.question_id === null ? undefined : rows.get(item.question_id);
    const base = {
      itemId: item.id,
      number: index + 1,
      kind: item.kind as HomeworkItem['kind'],
      score: points(item.score_tenths),
    };
    if (!question) {
      return {
        ...base,
        typeCode: 'short_answer',
        stem: item.prompt || '本题已从题库删除',
        materials: [],
        options: [],
        answerSize: 0,
        key: reveal && item.reference ? item.reference : null,
        analyses: [],
      };
    }
    if (embargoed.has(question.id)) {
      return {
        ...base,
        typeCode: question.type_code,
        stem: EMBARGO_MESSAGE,
        materials: [],
        options: [],
        answerSize: 0,
        key: null,
        analyses: [],
      };
    }
    return {
      ...base,
      typeCode: question.type_code,
      stem: question.context,
      materials: question.parent_id === null ? [] : (materials.get(question.parent_id) ?? []),
      options: parseOptions(question.options),
      answerSize: question.answer_size,
      key: reveal ? keyOf(item, question) : null,
      analyses: reveal ? textAnalyses(analyses.get(question.id) ?? []) : [],
    };
  });
}

function keyOf(item: ItemRow, question: QuestionRow): string | null {
  if (item.kind === 'subjective') return item.reference || question.answer || null;
  return displayAnswer(question.type_code, question.answer);
}

function textAnalyses(
  rows: Array<{
    id: number;
    type: string;
    analysis: string;
    is_ai: number;
    thumbs_up: number | null;
  }>,
): Analysis[] {
  return rows
    .filter((row) => row.type === 'text')
    .map((row) => ({
      id: row.id,
      type: row.type,
      analysis: row.analysis,
      isAi: row.is_ai,
      thumbsUp: row.thumbs_up,
    }));
}

/** The learner's stored answer as the screens take it: blanks as typed, letters one each. */
function ownAnswerList(typeCode: string, stored: string): string[] {
  if (stored === '') return [];
  if (typeCode === 'fill_in') return parseBlanks(stored) ?? [];
  return answerList(typeCode, stored);
}

/** Photo address → marks, as stored. */
export function parseMarks(json: string): Record<string, MarkShape[]> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, MarkShape[]>) : {};
  } catch {
    return {};
  }
}

/** The stored JSON list of an answer's photo addresses. */
export const parsePictures = parsePictureList;

/**
 * The answers, one per item in the sheet's order (an item never answered shows empty). Results
 * (right or wrong, scores, comments, marks) only with `showResults`.
 */
export function answerViews(
  ctx: HomeworkContext,
  items: ItemRow[],
  questions: Map<number, QuestionRow>,
  answers: AnswerRow[],
  results: { graded: boolean; corrected: boolean },
): HomeworkAnswer[] {
  const byItem = new Map(answers.map((row) => [row.item_id, row]));
  return items.map((item) => {
    const row = byItem.get(item.id);
    const question = item.question_id === null ? undefined : questions.get(item.question_id);
    const pictures = row ? parsePictures(row.pictures) : [];
    const marks = row && results.corrected ? parseMarks(row.marks) : {};
    const signed = previewUrls(ctx, pictures);
    return {
      itemId: item.id,
      choice: row && question ? ownAnswerList(question.type_code, row.choice) : [],
      text: row?.text ?? '',
      pictures: pictures.map((url, index) => ({
        url,
        previewUrl: signed[index] ?? '',
        shapes: marks[url] ?? [],
      })),
      correct: results.graded && item.kind === 'objective' ? (row?.correct ?? null) : null,
      score: results.corrected ? pointsOrNull(row?.score_tenths ?? null) : null,
      comment: results.corrected ? (row?.comment ?? '') : '',
    };
  });
}
