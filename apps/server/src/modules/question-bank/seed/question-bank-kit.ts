import type { QuestionInput } from '../bank-writer.ts';
import { mulberry32 } from '../../../lib/seeded-random.ts';

/**
 * Building blocks of the demo question bank: the draft shape the content files write, a seeded
 * random source (the same bank on every machine), and helpers for options and small SVG figures.
 */
export type MediaKey = 'number-series' | 'growth-rate' | 'figure' | 'audio';

type ChildInput = NonNullable<QuestionInput['children']>[number];

export interface ChildDraft extends Omit<ChildInput, 'analyses'> {
  analysis: string;
  media?: MediaKey;
}

export interface Draft extends Omit<
  QuestionInput,
  'subjectId' | 'catalogueId' | 'paperId' | 'analyses' | 'children'
> {
  /** Name of the knowledge point (catalogue node) the question belongs to. */
  point: string;
  /** Text analysis, HTML. Every question has one. */
  analysis: string;
  /** A second text analysis (another way to solve it): shown as 文字解析2. */
  analysis2?: string;
  media?: MediaKey;
  children?: ChildDraft[];
}

/** Seeded: the same demo content on every machine. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}
export type Random = ReturnType<typeof createRandom>;

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Puts the right option among the wrong ones at a random place; returns options and key. */
export function placeOptions(
  random: Random,
  right: string,
  wrong: string[],
): { options: string[]; answer: string } {
  const distinct = [...new Set(wrong)].filter((option) => option !== right).slice(0, 3);
  if (distinct.length < 3) throw new Error(`not enough distinct options for ${right}`);
  const options = random.shuffle([right, ...distinct]);
  return { options, answer: LETTERS[options.indexOf(right)] ?? 'A' };
}

/**
 * Like placeOptions, for a hand-written explanation that names options by letter as written:
 * A the right one, B, C, D the wrong ones in order. The letters follow the options' new places.
 */
export function placeExplained(
  random: Random,
  right: string,
  wrong: string[],
  why: string,
): { options: string[]; answer: string; why: string } {
  const { options, answer } = placeOptions(random, right, wrong);
  const written = [right, ...wrong];
  const moved = (letter: string) =>
    LETTERS[options.indexOf(written[LETTERS.indexOf(letter)] ?? '')] ?? letter;
  const remapped = why.replace(/[A-D](?:、[A-D])*(?=项|为|与|中|均|都)/g, (group) =>
    group.split('、').map(moved).sort().join('、'),
  );
  return { options, answer, why: remapped };
}

/** Three distinct wrong numbers near the right one. */
export function nearNumbers(random: Random, right: number, spread: number[], min = 1): number[] {
  const wrong = new Set<number>();
  for (const delta of random.shuffle(spread)) {
    const value = right + delta;
    if (value !== right && value >= min) wrong.add(value);
    if (wrong.size === 3) break;
  }
  for (let step = 1; wrong.size < 3; step++) wrong.add(right + step * (right > 20 ? 5 : 3));
  return [...wrong];
}

export const fmt = (value: number, digits = 1) => value.toFixed(digits);

/**
 * Three wrong values around a computed one that stay distinct once rounded to `digits`: the
 * gap is at least three units of the last digit shown.
 */
export function spread(value: number, digits: number, allowNegative: boolean): string[] {
  const gap = Math.max(Math.abs(value) * 0.22, 3 * 10 ** -digits);
  const below = value - gap;
  return [
    value + gap,
    !allowNegative && below <= 0 ? value + 3.1 * gap : below,
    value + 2.2 * gap,
  ].map((v) => fmt(v, digits));
}

export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** An inline SVG image (sanitized HTML keeps data:image/svg+xml). */
export function svgImage(svg: string, alt: string, width: number, height: number): string {
  const data = Buffer.from(svg, 'utf8').toString('base64');
  return `<img src="data:image/svg+xml;base64,${data}" alt="${alt}" width="${width}" height="${height}">`;
}

export function table(caption: string, head: string[], rows: Array<Array<string | number>>) {
  const cells = (row: Array<string | number>, tag: 'td' | 'th') =>
    `<tr>${row.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  return `<table><caption>${caption}</caption><thead>${cells(head, 'th')}</thead><tbody>${rows
    .map((row) => cells(row, 'td'))
    .join('')}</tbody></table>`;
}
