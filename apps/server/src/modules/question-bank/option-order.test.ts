import { describe, expect, it } from 'vitest';
import { optionOrder, toOriginalLetters, toShownLetters } from './option-order.ts';
import type { QuestionRow } from './question.repository.ts';

describe('per-candidate option letters', () => {
  const row = {
    id: 42,
    type_code: 'multiple_choose',
    options: JSON.stringify(
      ['甲', '乙', '丙', '丁'].map((content, i) => ({
        optionHead: 'ABCD'[i],
        content,
      })),
    ),
  } as QuestionRow;

  it('permutes the letters per seed and maps answers back to the original letters', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const order = optionOrder(seed, row.id, 4);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      orders.add(order.join(''));
      for (const original of ['A', 'AC', 'BD', 'ABCD']) {
        const shown = toShownLetters(row, seed, original);
        expect(toOriginalLetters(row, seed, shown)).toBe(original);
        expect(toOriginalLetters(row, seed, [...shown])).toBe(original);
      }
    }
    expect(orders.size).toBeGreaterThan(5);
    // What is not a letter of the options is left for the engine to refuse.
    expect(toOriginalLetters(row, 7, 'E')).toBe('E');
    expect(toOriginalLetters(row, 7, '第一项')).toBe('第一项');
    const judged = { ...row, type_code: 'true_false_choose' } as QuestionRow;
    expect(toOriginalLetters(judged, 7, 'B')).toBe('B');
  });
});
