import {
  COMPOSITE_TYPE_CODE,
  QUESTION_TYPE_NAMES,
  QuestionTypeCode,
  TRUE_FALSE_OPTIONS,
} from '@shangan/shared';
import type {
  ConsoleQuestion,
  ConsoleQuestionInput,
} from '@shangan/shared/contracts/console/questions';

/** A gradable question's type (a material group's sub-questions are these). */
export type LeafType = QuestionTypeCode;
export type AnyType = LeafType | typeof COMPOSITE_TYPE_CODE;
export type AnalysisKind = ConsoleQuestionInput['analyses'][number]['type'];

/** How a type's key is written. */
export type AnswerKind = 'letter' | 'letters' | 'blanks' | 'sequence' | 'reference' | 'none';

const ANSWER_KINDS: Record<AnyType, AnswerKind> = {
  single_choose: 'letter',
  true_false_choose: 'letter',
  multiple_choose: 'letters',
  non_directional_choose: 'letters',
  fill_in: 'blanks',
  sequencing: 'sequence',
  short_answer: 'reference',
  composite: 'none',
};

export const answerKindOf = (type: AnyType | undefined): AnswerKind =>
  type ? ANSWER_KINDS[type] : 'none';

/** Choice types write options; a true-false question's two are fixed. */
export const hasOptions = (type: AnyType | undefined) =>
  answerKindOf(type) === 'letter' || answerKindOf(type) === 'letters';

export const LEAF_TYPE_OPTIONS: Array<{ value: LeafType; label: string }> = QuestionTypeCode.map(
  (code) => ({
    value: code,
    label: QUESTION_TYPE_NAMES[code],
  }),
);
export const ANY_TYPE_OPTIONS: Array<{ value: AnyType; label: string }> = [
  ...LEAF_TYPE_OPTIONS,
  { value: COMPOSITE_TYPE_CODE, label: QUESTION_TYPE_NAMES[COMPOSITE_TYPE_CODE] },
];

export const ANALYSIS_NAMES: Record<AnalysisKind, string> = {
  text: '文字解析',
  video: '视频解析',
  audio: '音频解析',
};

/** The head of option `index`: A, B, C … */
export const letterOf = (index: number) => String.fromCharCode(65 + index);

/** An uploaded video or audio file an analysis plays. */
export interface AnalysisMedia {
  id: number;
  fileName: string;
  durationSeconds: number;
  url: string;
}

export interface AnalysisValue {
  type: AnalysisKind;
  /** A text analysis's HTML; empty for video and audio. */
  analysis: string;
  /** A video or audio analysis's file, once uploaded. */
  media: AnalysisMedia | null;
}

/**
 * What the editor holds of a question or sub-question. Each way of writing a key has its own
 * field, so that trying another type and coming back loses nothing; the type decides which one
 * is sent.
 */
export interface PartValues {
  typeCode?: AnyType;
  /** The stem (HTML); a material group's optional instruction. */
  context: string;
  /** Choice types' options (HTML), A, B, C … */
  options: string[];
  /** Choice types: the letters of the key, in order ('B', 'ACD'). */
  letters: string;
  /** Fill-in: one entry per blank ('答案|备选' accepts either). */
  blanks: string[];
  /** Sequencing: the order ('3,1,2'). */
  sequence: string;
  /** Short answer: the reference answer (HTML). */
  reference: string;
  difficulty: number;
  /** Points; a material group's come from its sub-questions. */
  score: number | null;
  /** Short answer: the words asked for; none: no requirement. */
  wordsNum: number | null;
  analyses: AnalysisValue[];
}

export interface ChildValues extends PartValues {
  typeCode?: LeafType;
  /** The sub-question changed, or null for a new one. */
  id: number | null;
  /** Learners answered it: it stays (with its type). */
  answered: boolean;
}

export interface QuestionValues extends PartValues {
  subjectId?: number;
  catalogueId?: number;
  /** A new question: the draft paper it goes last into. */
  paperId?: number;
  source: string;
  /** A material group's materials (HTML). */
  materials: string[];
  children: ChildValues[];
}

/** A new question or sub-question's fields: a single choice with four options to write. */
export function emptyPart(typeCode: AnyType = 'single_choose'): PartValues {
  return {
    typeCode,
    context: '',
    options: ['', '', '', ''],
    letters: '',
    blanks: [''],
    sequence: '',
    reference: '',
    difficulty: 3,
    score: 1,
    wordsNum: null,
    analyses: [],
  };
}

export function emptyChild(): ChildValues {
  return { ...emptyPart('single_choose'), typeCode: 'single_choose', id: null, answered: false };
}

type LoadedPart = Pick<
  ConsoleQuestion,
  'typeCode' | 'context' | 'options' | 'answer' | 'difficulty' | 'score' | 'wordsNum' | 'analyses'
>;

function partOf(part: LoadedPart): PartValues {
  const kind = answerKindOf(part.typeCode);
  const text = Array.isArray(part.answer) ? part.answer.join(';') : part.answer;
  const blanks = Array.isArray(part.answer) ? part.answer : part.answer.split(/[;；]/);
  const trueFalse = part.typeCode === 'true_false_choose';
  return {
    typeCode: part.typeCode,
    context: part.context,
    options:
      trueFalse && part.options.length !== 2
        ? [...TRUE_FALSE_OPTIONS]
        : hasOptions(part.typeCode)
          ? part.options
          : ['', '', '', ''],
    letters: kind === 'letter' || kind === 'letters' ? text : '',
    blanks: kind === 'blanks' && blanks.length > 0 ? blanks : [''],
    sequence: kind === 'sequence' ? text : '',
    reference: kind === 'reference' ? text : '',
    difficulty: part.difficulty,
    score: part.score,
    wordsNum: part.wordsNum,
    analyses: part.analyses.map((analysis) => ({
      type: analysis.type,
      analysis: analysis.analysis,
      media:
        analysis.mediaId !== null && analysis.media
          ? { id: analysis.mediaId, ...analysis.media }
          : null,
    })),
  };
}

/** The editor's fields for a saved question, or a new one placed as the address asks. */
export function valuesOf(
  question: ConsoleQuestion | null,
  preset: { subjectId?: number; paperId?: number } = {},
): QuestionValues {
  if (!question) {
    return {
      ...emptyPart('single_choose'),
      ...preset,
      source: '',
      materials: [''],
      children: [emptyChild()],
    };
  }
  const composite = question.typeCode === COMPOSITE_TYPE_CODE;
  return {
    ...partOf(question),
    subjectId: question.subjectId,
    ...(question.catalogueId === null ? {} : { catalogueId: question.catalogueId }),
    source: question.source,
    materials: composite && question.materials.length > 0 ? question.materials : [''],
    children: composite
      ? question.children.map((child) => ({
          ...partOf(child),
          typeCode: child.typeCode,
          id: child.id,
          answered: child.answered,
        }))
      : [emptyChild()],
  };
}

/** A key's letters once each, in order ('CA' → 'AC'). */
export const sortedLetters = (letters: string) => [...new Set(letters)].sort().join('');

/**
 * The key after option `removed` is taken out: its letter goes, and the letters after it move
 * up one, following their options (the key 'C' of A B C becomes 'B' when B is removed).
 */
export function lettersWithout(letters: string, removed: number): string {
  return [...letters]
    .map((letter) => letter.charCodeAt(0) - 65)
    .filter((index) => index !== removed)
    .map((index) => letterOf(index > removed ? index - 1 : index))
    .join('');
}

/**
 * What else changes when a part's type changes: a true-false question gets its two fixed
 * options; a choice type coming from one (or from a type without options) gets four to write;
 * a single-answer type keeps a key of one letter only.
 */
export function retyped(
  part: PartValues,
  from: AnyType | undefined,
  to: AnyType,
): Partial<PartValues> {
  const changes: Partial<PartValues> = {};
  let options = part.options ?? [];
  if (to === 'true_false_choose') {
    options = [...TRUE_FALSE_OPTIONS];
    changes.options = options;
  } else if (hasOptions(to) && (from === 'true_false_choose' || options.length < 2)) {
    options = ['', '', '', ''];
    changes.options = options;
  }
  if (hasOptions(to)) {
    const letters = sortedLetters(part.letters ?? '');
    const fits = [...letters].every((letter) => letter.charCodeAt(0) - 65 < options.length);
    const kept = fits && (answerKindOf(to) === 'letters' || letters.length <= 1) ? letters : '';
    if (kept !== part.letters) changes.letters = kept;
  }
  return changes;
}

/** Rich text with nothing to read or see: no text and no picture. */
export function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return plainOf(html) === '';
}

/** Rich text as one line of plain text (a sub-question's stem in its card's head). */
export function plainOf(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The order of a sequencing key ('3, 1，2'), or null when it is no list of numbers. */
export function sequenceOf(text: string | undefined): number[] | null {
  const parts = (text ?? '')
    .split(/[,，、;；\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/** Whether an order names 1 … n once each. */
export function isWholeOrder(order: readonly number[]): boolean {
  const sorted = [...order].sort((a, b) => a - b);
  return sorted.every((value, index) => value === index + 1);
}

function answerOf(part: PartValues): ConsoleQuestionInput['answer'] {
  switch (answerKindOf(part.typeCode)) {
    case 'letter':
    case 'letters':
      return sortedLetters(part.letters ?? '');
    case 'blanks':
      return (part.blanks ?? []).map((blank) => (blank ?? '').trim());
    case 'sequence':
      return (part.sequence ?? '').trim();
    case 'reference':
      return part.reference ?? '';
    default:
      return '';
  }
}

function partInput(part: PartValues) {
  const type = part.typeCode;
  const composite = type === COMPOSITE_TYPE_CODE;
  return {
    context: part.context ?? '',
    options: hasOptions(type) ? (part.options ?? []) : [],
    answer: answerOf(part),
    difficulty: part.difficulty,
    // A material group's points are its sub-questions'; the server does not read its own.
    score: composite ? 0 : (part.score ?? 0),
    wordsNum: type === 'short_answer' ? (part.wordsNum ?? null) : null,
    analyses: (part.analyses ?? []).map((analysis) => ({
      type: analysis.type,
      analysis: analysis.type === 'text' ? analysis.analysis : '',
      mediaId: analysis.type === 'text' ? null : (analysis.media?.id ?? null),
    })),
  };
}

/**
 * What the server is sent. `id` is the question changed (null: a new one, which alone may go
 * into a paper); a material group sends its materials and sub-questions, with each existing
 * one's id.
 */
export function toQuestionInput(values: QuestionValues, id: number | null): ConsoleQuestionInput {
  const composite = values.typeCode === COMPOSITE_TYPE_CODE;
  return {
    id,
    subjectId: values.subjectId!,
    catalogueId: values.catalogueId ?? null,
    paperId: id === null ? (values.paperId ?? null) : null,
    typeCode: values.typeCode!,
    source: (values.source ?? '').trim(),
    ...partInput(values),
    materials: composite
      ? (values.materials ?? []).filter((material) => !isBlankHtml(material))
      : [],
    children: composite
      ? (values.children ?? []).map((child) => ({
          id: child.id,
          typeCode: child.typeCode!,
          ...partInput(child),
        }))
      : [],
  };
}

/** A duration as mm:ss (03:07; a long one 75:05). */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
