import { COMPOSITE_TYPE_CODE, QuestionTypeCode } from '@shangan/shared';

/**
 * The grading engine: turns what a learner sent into the one canonical form we store, and
 * compares it with the key. Pure functions, so every edge case is tested without a database.
 *
 * Canonical forms (the same for keys and answers):
 * - single / true-false: one upper-case letter ('B');
 * - multiple / non-directional: distinct letters, sorted ('ACD');
 * - fill-in: a JSON array with one trimmed entry per blank ('["3","5"]');
 * - sequencing: order numbers joined by commas ('3,1,2,5,4');
 * - short answer: the trimmed text (graded by people, never here).
 */
export type TypeCode = QuestionTypeCode | typeof COMPOSITE_TYPE_CODE;

export const TYPE_CODES: readonly TypeCode[] = [...QuestionTypeCode, COMPOSITE_TYPE_CODE];

export const SINGLE_LETTER_TYPES: readonly TypeCode[] = ['single_choose', 'true_false_choose'];
export const LETTER_SET_TYPES: readonly TypeCode[] = ['multiple_choose', 'non_directional_choose'];

export function isTypeCode(value: string): value is TypeCode {
  return (TYPE_CODES as readonly string[]).includes(value);
}

/** Questions whose answers the server compares with a key. */
export function isAutoGraded(typeCode: string): boolean {
  return (
    SINGLE_LETTER_TYPES.includes(typeCode as TypeCode) ||
    LETTER_SET_TYPES.includes(typeCode as TypeCode) ||
    typeCode === 'fill_in' ||
    typeCode === 'sequencing'
  );
}

export interface GradableQuestion {
  typeCode: string;
  /** Canonical key. */
  answer: string;
  /** Number of blanks (fill-in) or items to order (sequencing). */
  answerSize: number;
  /** Option letters of choice questions ('A', 'B' …). */
  optionHeads: string[];
}

export type RawAnswer = string | string[];

export type PreparedAnswer =
  { ok: true; stored: string; empty: boolean } | { ok: false; message: string };

const MAX_TEXT = 5000;
const MAX_BLANK = 200;

/** Validates and canonicalises a learner's answer; a bad one gets a Chinese message. */
export function prepareAnswer(question: GradableQuestion, raw: RawAnswer): PreparedAnswer {
  const { typeCode } = question;
  if (
    SINGLE_LETTER_TYPES.includes(typeCode as TypeCode) ||
    LETTER_SET_TYPES.includes(typeCode as TypeCode)
  ) {
    const text = Array.isArray(raw) ? raw.join('') : raw;
    const letters = choiceLetters(text);
    if (letters === null) return { ok: false, message: '选择题答案只能是选项字母' };
    const unknown = letters.find((letter) => !question.optionHeads.includes(letter));
    if (unknown) return { ok: false, message: `选项 ${unknown} 不存在` };
    if (SINGLE_LETTER_TYPES.includes(typeCode as TypeCode) && letters.length > 1) {
      return { ok: false, message: '单选题只能选择一个选项' };
    }
    return { ok: true, stored: letters.join(''), empty: letters.length === 0 };
  }
  if (typeCode === 'fill_in') {
    const entries = Array.isArray(raw) ? raw : fillEntriesFromText(raw);
    if (entries === null) return { ok: false, message: '填空题答案格式不正确' };
    const size = Math.max(question.answerSize, 1);
    if (entries.length > size) return { ok: false, message: `本题只有 ${size} 个空` };
    const trimmed = entries.map((entry) => entry.trim());
    if (trimmed.some((entry) => entry.length > MAX_BLANK)) {
      return { ok: false, message: `每个空最多 ${MAX_BLANK} 个字符` };
    }
    while (trimmed.length < size) trimmed.push('');
    return {
      ok: true,
      stored: JSON.stringify(trimmed),
      empty: trimmed.every((entry) => entry === ''),
    };
  }
  if (typeCode === 'sequencing') {
    const text = Array.isArray(raw) ? raw.join(',') : raw;
    const numbers = sequenceNumbers(text);
    if (numbers === null) return { ok: false, message: '排序题请填写以逗号分隔的序号' };
    if (question.answerSize > 0 && numbers.length > question.answerSize) {
      return { ok: false, message: `本题只有 ${question.answerSize} 项需要排序` };
    }
    return { ok: true, stored: numbers.join(','), empty: numbers.length === 0 };
  }
  if (typeCode === 'short_answer') {
    const text = (Array.isArray(raw) ? raw.join('\n') : raw).trim();
    if (text.length > MAX_TEXT) return { ok: false, message: `作答内容最多 ${MAX_TEXT} 个字` };
    return { ok: true, stored: text, empty: text === '' };
  }
  return { ok: false, message: '材料题请作答其下的小题' };
}

/**
 * 1 right, 0 wrong, null when there is nothing to grade (an empty answer, a short answer).
 * `stored` must come from prepareAnswer.
 */
export function gradeAnswer(question: GradableQuestion, stored: string): 1 | 0 | null {
  if (!isAutoGraded(question.typeCode)) return null;
  if (question.typeCode === 'fill_in') {
    const given = parseBlanks(stored);
    const key = parseBlanks(question.answer);
    if (!given || !key || given.every((entry) => entry.trim() === '')) return null;
    if (given.length < key.length) return 0;
    return key.every((expected, index) => sameBlank(expected, given[index] ?? '')) ? 1 : 0;
  }
  if (stored === '') return null;
  if (question.typeCode === 'sequencing') {
    const key = sequenceNumbers(question.answer) ?? [];
    return key.join(',') === stored ? 1 : 0;
  }
  const key = choiceLetters(question.answer) ?? [];
  return key.join('') === stored ? 1 : 0;
}

/** Letters of a choice answer, de-duplicated and sorted; null when it holds anything else. */
export function choiceLetters(text: string): string[] | null {
  const cleaned = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s,，、;；]+/g, '');
  if (!/^[A-Z]*$/.test(cleaned)) return null;
  return [...new Set(cleaned)].sort();
}

/** Order numbers of a sequencing answer: blanks dropped, null when an entry is not a number. */
export function sequenceNumbers(text: string): number[] | null {
  const parts = text
    .normalize('NFKC')
    .split(/[,，、;；\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/** Fill-in answers may arrive as a JSON array string from older clients. */
function fillEntriesFromText(text: string): string[] | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return parseBlanks(trimmed);
  return [text];
}

export function parseBlanks(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
    return null;
  } catch {
    return null;
  }
}

/**
 * Full-width digits and letters, case and inner runs of spaces do not make a blank wrong; a
 * key may list accepted alternatives separated by '|' ('3|三').
 */
function sameBlank(expected: string, given: string): boolean {
  const norm = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  const answer = norm(given);
  if (answer === '') return false;
  return expected.split('|').some((alternative) => norm(alternative) === answer);
}

/** How an answer reads to a person: '3；5' for fill-in, the stored form otherwise. */
export function displayAnswer(typeCode: string, stored: string): string {
  if (typeCode !== 'fill_in') return stored;
  const blanks = parseBlanks(stored);
  return blanks ? blanks.map((entry) => entry.split('|')[0] ?? '').join('；') : stored;
}

/** The answer as a list: letters, blanks or order numbers (answerList of the API). */
export function answerList(typeCode: string, stored: string): string[] {
  if (typeCode === 'fill_in') return (parseBlanks(stored) ?? []).map((e) => e.split('|')[0] ?? '');
  if (typeCode === 'sequencing') return stored === '' ? [] : stored.split(',');
  if (isAutoGraded(typeCode)) return [...stored];
  return stored === '' ? [] : [stored];
}
