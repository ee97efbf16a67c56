import { describe, expect, it } from 'vitest';
import { isPsyTrainingType } from '@shangan/shared';
import { bandRanges, methodText } from './content.ts';
import { SCALES } from './seed.ts';
import {
  AnswerRefused,
  answersDigest,
  badOption,
  missingAnswers,
  QUESTION_NOT_IN_CHECK,
  repeatedAnswer,
  scoreAnswers,
  type ScaleRules,
} from './scoring.ts';

/** Two sub-scales of two items on a 1–4 scale; item 12 is reverse-scored. */
const RULES: ScaleRules = {
  options: [
    { id: 101, score: 1 },
    { id: 102, score: 2 },
    { id: 103, score: 3 },
    { id: 104, score: 4 },
  ],
  items: [
    { id: 11, no: 1, subscaleId: 1, reverse: false },
    { id: 12, no: 2, subscaleId: 1, reverse: true },
    { id: 13, no: 3, subscaleId: 2, reverse: false },
    { id: 14, no: 4, subscaleId: 2, reverse: false },
  ],
  subscaleIds: [1, 2],
  bands: [
    { id: 1, subscaleId: null, level: 0, minScore: 4, maxScore: 9 },
    { id: 2, subscaleId: null, level: 3, minScore: 10, maxScore: 16 },
    { id: 3, subscaleId: 1, level: 0, minScore: 2, maxScore: 4 },
    { id: 4, subscaleId: 1, level: 3, minScore: 5, maxScore: 8 },
    { id: 5, subscaleId: 2, level: 0, minScore: 2, maxScore: 4 },
    { id: 6, subscaleId: 2, level: 3, minScore: 5, maxScore: 8 },
  ],
};

const answer = (questionId: number, optionId: number) => ({ questionId, optionId });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AnswerRefused) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('scoring a scale', () => {
  it('sums the items, reverse-scoring the reverse ones, and finds the bands', () => {
    const scored = scoreAnswers(7, RULES, [
      answer(14, 104),
      answer(11, 101),
      answer(12, 101),
      answer(13, 102),
    ]);
    // Item 12 answered with the lowest option scores the highest.
    expect(scored.answers).toEqual([
      { itemId: 11, optionId: 101, score: 1 },
      { itemId: 12, optionId: 101, score: 4 },
      { itemId: 13, optionId: 102, score: 2 },
      { itemId: 14, optionId: 104, score: 4 },
    ]);
    expect(scored.total).toBe(11);
    expect(scored.bandId).toBe(2);
    expect(scored.subscales).toEqual([
      { subscaleId: 1, score: 5, bandId: 4 },
      { subscaleId: 2, score: 6, bandId: 6 },
    ]);
    const flipped = scoreAnswers(7, RULES, [
      answer(11, 101),
      answer(12, 104),
      answer(13, 101),
      answer(14, 101),
    ]);
    expect(flipped.total).toBe(4);
    expect(flipped.bandId).toBe(1);
  });

  it('names the first missing item, and refuses foreign items, repeats and unknown options', () => {
    expect(refusal(() => scoreAnswers(7, RULES, [answer(11, 101), answer(14, 101)]))).toBe(
      missingAnswers(2, 2),
    );
    expect(refusal(() => scoreAnswers(7, RULES, []))).toBe('还有4题未作答，请先完成第1题');
    expect(refusal(() => scoreAnswers(7, RULES, [answer(99, 101)]))).toBe(QUESTION_NOT_IN_CHECK);
    expect(refusal(() => scoreAnswers(7, RULES, [answer(13, 101), answer(13, 102)]))).toBe(
      repeatedAnswer(3),
    );
    expect(refusal(() => scoreAnswers(7, RULES, [answer(12, 999)]))).toBe(badOption(2));
  });

  it('gives the same digest to the same answers in any order, another to others', () => {
    const a = answersDigest(1, [
      { itemId: 2, optionId: 5 },
      { itemId: 1, optionId: 6 },
    ]);
    expect(
      answersDigest(1, [
        { itemId: 1, optionId: 6 },
        { itemId: 2, optionId: 5 },
      ]),
    ).toBe(a);
    expect(
      answersDigest(2, [
        { itemId: 1, optionId: 6 },
        { itemId: 2, optionId: 5 },
      ]),
    ).not.toBe(a);
  });
});

describe.each(SCALES.map((spec) => [spec.name, spec] as const))('the scale %s', (_, spec) => {
  it('has 15–25 items on known sub-scales, each with items and some reverse-scored', () => {
    expect(spec.items.length).toBeGreaterThanOrEqual(15);
    expect(spec.items.length).toBeLessThanOrEqual(25);
    const keys = spec.subscales.map((sub) => sub.key);
    for (const item of spec.items) expect(keys).toContain(item.sub);
    for (const key of keys) {
      expect(spec.items.filter((item) => item.sub === key).length).toBeGreaterThanOrEqual(3);
    }
    expect(spec.items.some((item) => item.reverse)).toBe(true);
    expect(new Set(spec.items.map((item) => item.stem)).size).toBe(spec.items.length);
  });

  it('has bands that cover every possible score once, levels 0–3, for the total and each sub-scale', () => {
    const scores = spec.options.map(([, score]) => score);
    const sizes = [
      spec.items.length,
      ...spec.subscales.map((sub) => spec.items.filter((item) => item.sub === sub.key).length),
    ];
    for (const size of sizes) {
      const ranges = bandRanges(spec, size);
      expect(ranges[0]!.minScore).toBe(Math.min(...scores) * size);
      expect(ranges.at(-1)!.maxScore).toBe(Math.max(...scores) * size);
      for (const [index, range] of ranges.entries()) {
        expect(range.minScore).toBeLessThanOrEqual(range.maxScore);
        if (index > 0) expect(range.minScore).toBe(ranges[index - 1]!.maxScore + 1);
      }
      expect(ranges.map((range) => range.level).sort()).toEqual([0, 1, 2, 3]);
    }
  });

  it('suggests only known trainings and names its method with the real range', () => {
    const all = [
      ...spec.bands.flatMap((band) => band.trainings),
      ...spec.subscales.flatMap((sub) => sub.trainings.flat()),
    ];
    for (const type of all) expect(isPsyTrainingType(type)).toBe(true);
    const low = Math.min(...spec.options.map(([, score]) => score)) * spec.items.length;
    const high = Math.max(...spec.options.map(([, score]) => score)) * spec.items.length;
    const method = methodText(spec);
    expect(method).toContain(`范围 ${low}–${high}`);
    expect(method).toContain('反向计分');
    expect(method).toContain('不是临床常模');
    expect(method.length).toBeLessThanOrEqual(500);
    for (const band of spec.bands) expect(band.advice.join('\n').length).toBeLessThanOrEqual(2000);
  });
});

describe('the published cut-offs', () => {
  it('reads 考试焦虑 as 20–39 良好, 40–49 轻度, 50–59 中度, 60–80 较高', () => {
    const anxiety = SCALES.find((spec) => spec.code === 'test-anxiety')!;
    expect(bandRanges(anxiety, 20)).toEqual([
      { level: 0, minScore: 20, maxScore: 39 },
      { level: 1, minScore: 40, maxScore: 49 },
      { level: 2, minScore: 50, maxScore: 59 },
      { level: 3, minScore: 60, maxScore: 80 },
    ]);
    expect(bandRanges(anxiety, 5)).toEqual([
      { level: 0, minScore: 5, maxScore: 9 },
      { level: 1, minScore: 10, maxScore: 12 },
      { level: 2, minScore: 13, maxScore: 14 },
      { level: 3, minScore: 15, maxScore: 20 },
    ]);
  });

  it('reads 学习习惯 the other way round: the highest range is 良好', () => {
    const routine = SCALES.find((spec) => spec.code === 'study-routine')!;
    expect(bandRanges(routine, 16)).toEqual([
      { level: 3, minScore: 16, maxScore: 35 },
      { level: 2, minScore: 36, maxScore: 43 },
      { level: 1, minScore: 44, maxScore: 51 },
      { level: 0, minScore: 52, maxScore: 64 },
    ]);
  });
});
