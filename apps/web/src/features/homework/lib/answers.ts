import type { AnswerInput, HomeworkAnswer, HomeworkItem, MarkShape } from '../types';

/**
 * The learner's answers as the answer card holds them, and what is sent: letters for choices
 * (one array entry per letter), one trimmed entry per blank for fill-in, the order numbers as
 * strings (blank places dropped) for sequencing, and text plus photo addresses for subjective
 * questions.
 */
export type AnswerKind = 'single' | 'multiple' | 'fill' | 'order' | 'subjective';

export function kindOf(item: Pick<HomeworkItem, 'kind' | 'typeCode' | 'options'>): AnswerKind {
  if (item.kind === 'subjective') return 'subjective';
  switch (item.typeCode) {
    case 'single_choose':
    case 'true_false_choose':
      return 'single';
    case 'multiple_choose':
    case 'non_directional_choose':
      return 'multiple';
    case 'fill_in':
      return 'fill';
    case 'sequencing':
      return 'order';
    default:
      return item.options.length > 0 ? 'single' : 'fill';
  }
}

export const TYPE_NAMES: Record<string, string> = {
  single_choose: '单选题',
  true_false_choose: '判断题',
  multiple_choose: '多选题',
  non_directional_choose: '不定项选择题',
  fill_in: '填空题',
  sequencing: '排序题',
  short_answer: '主观题',
};

export function typeName(item: Pick<HomeworkItem, 'kind' | 'typeCode'>): string {
  return TYPE_NAMES[item.typeCode] ?? (item.kind === 'subjective' ? '主观题' : '客观题');
}

/** A photo of an answer: its canonical address, what shows it, and the teacher's marks. */
export interface PictureValue {
  url: string;
  /** A signed address or this page's local copy; '' when neither is at hand (shown as a tile). */
  src: string;
  shapes?: MarkShape[];
}

export interface AnswerValue {
  /** Choices: letters; fill-in: one entry per blank; sequencing: one entry per place. */
  choice: string[];
  text: string;
  pictures: PictureValue[];
}

/** By item id: only the items answered on the server or touched on this page. */
export type AnswerMap = Record<number, AnswerValue>;

export const EMPTY_ANSWER: AnswerValue = { choice: [], text: '', pictures: [] };

export function fromServer(answers: readonly HomeworkAnswer[]): AnswerMap {
  const map: AnswerMap = {};
  for (const answer of answers) {
    map[answer.itemId] = {
      choice: [...answer.choice],
      text: answer.text,
      pictures: answer.pictures.map((picture) => ({
        url: picture.url,
        src: picture.previewUrl,
        shapes: picture.shapes,
      })),
    };
  }
  return map;
}

/** Chosen letters as one sorted string ('AC'), whether stored as ['A','C'] or ['AC']. */
export function lettersOf(choice: readonly string[]): string {
  const letters = new Set(
    choice
      .join('')
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .split(''),
  );
  letters.delete('');
  return [...letters].sort().join('');
}

/** The entries of a fill-in or sequencing answer, one per blank or place. */
export function slotsOf(choice: readonly string[], size: number): string[] {
  return Array.from({ length: Math.max(size, 1) }, (_, index) => choice[index] ?? '');
}

export function isAnswered(item: HomeworkItem, value: AnswerValue | undefined): boolean {
  if (!value) return false;
  if (kindOf(item) === 'subjective') return value.text.trim() !== '' || value.pictures.length > 0;
  return value.choice.some((entry) => entry.trim() !== '');
}

/** What is sent for one item. */
export function toInput(item: HomeworkItem, value: AnswerValue): AnswerInput {
  switch (kindOf(item)) {
    case 'subjective':
      return {
        itemId: item.itemId,
        text: value.text,
        pictures: value.pictures.map((picture) => picture.url),
      };
    case 'single':
    case 'multiple':
      return { itemId: item.itemId, choice: lettersOf(value.choice).split('').filter(Boolean) };
    case 'fill': {
      const blanks = slotsOf(value.choice, item.answerSize).map((entry) => entry.trim());
      return { itemId: item.itemId, choice: blanks.some(Boolean) ? blanks : [] };
    }
    case 'order':
      return {
        itemId: item.itemId,
        choice: value.choice.map((entry) => entry.trim()).filter(Boolean),
      };
  }
}

/** What a save or the hand-in sends: every item answered or touched, in the sheet's order. */
export function toInputs(items: readonly HomeworkItem[], map: AnswerMap): AnswerInput[] {
  return items.flatMap((item) => {
    const value = map[item.itemId];
    return value ? [toInput(item, value)] : [];
  });
}

/** The items not answered yet, by their numbers on the sheet. */
export function unansweredNumbers(items: readonly HomeworkItem[], map: AnswerMap): number[] {
  return items.filter((item) => !isAnswered(item, map[item.itemId])).map((item) => item.number);
}

/** How an objective answer reads: 'A、C', '北京；上海', '3,1,2'. */
export function describeChoice(item: HomeworkItem, choice: readonly string[]): string {
  switch (kindOf(item)) {
    case 'single':
    case 'multiple':
      return lettersOf(choice).split('').join('、');
    case 'fill':
      return choice.some((entry) => entry.trim())
        ? choice.map((entry) => entry.trim() || '（空）').join('；')
        : '';
    case 'order':
      return choice.filter((entry) => entry.trim()).join(',');
    default:
      return '';
  }
}

/** 第1、3题 — numbers of questions in words. */
export function numbersText(numbers: readonly number[]): string {
  return `第${numbers.join('、')}题`;
}
