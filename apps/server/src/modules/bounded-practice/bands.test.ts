import { describe, expect, it } from 'vitest';
import {
  authoredRate,
  bandForCount,
  bandForRate,
  bandsPayload,
  difficultyPayload,
  estimate,
  nextBand,
  rulePayload,
} from './bands.ts';

const RULE = { upPermille: 800, downPermille: 400 };

describe('bands', () => {
  it('cuts the correct rate into 基础 ≥ 70%, 进阶 45–70%, 冲刺 < 45%', () => {
    expect(bandForRate(1000)).toBe('basic');
    expect(bandForRate(700)).toBe('basic');
    expect(bandForRate(699)).toBe('advanced');
    expect(bandForRate(450)).toBe('advanced');
    expect(bandForRate(449)).toBe('sprint');
    expect(bandForRate(0)).toBe('sprint');
    expect(bandsPayload().map((band) => band.description)).toEqual([
      '正确率 70% 及以上的题目',
      '正确率 45%–70% 的题目',
      '正确率低于 45% 的题目',
    ]);
  });

  it('maps authored levels 1–2 to 基础, 3 to 进阶, 4–5 to 冲刺', () => {
    expect([1, 2, 3, 4, 5].map((level) => bandForRate(authoredRate(level)))).toEqual([
      'basic',
      'basic',
      'advanced',
      'sprint',
      'sprint',
    ]);
    // Out-of-range levels are read as the nearest one.
    expect(authoredRate(0)).toBe(authoredRate(1));
    expect(authoredRate(9)).toBe(authoredRate(5));
  });

  it('cuts the cohort’s bands on the exact rate, not the rounded one', () => {
    // 69.96 % shows as 70.0 % per mille, yet is under "70 % and above".
    expect(estimate(1, { answers: 2500, correct: 1749 }, 30)).toMatchObject({
      permille: 700,
      band: 'advanced',
    });
    expect(estimate(5, { answers: 2500, correct: 1750 }, 30)).toMatchObject({ band: 'basic' });
    expect(estimate(1, { answers: 2500, correct: 1124 }, 30)).toMatchObject({
      permille: 450,
      band: 'sprint',
    });
    expect(bandForCount(1125, 2500)).toBe('advanced');
    expect(bandForCount(30, 30)).toBe('basic');
    expect(bandForCount(0, 30)).toBe('sprint');
  });

  it('uses the cohort’s rate only from the threshold on', () => {
    expect(estimate(1, { answers: 29, correct: 0 }, 30)).toMatchObject({
      source: 'authored',
      band: 'basic',
      answers: 29,
    });
    expect(estimate(1, { answers: 30, correct: 9 }, 30)).toEqual({
      permille: 300,
      source: 'cohort',
      answers: 30,
      band: 'sprint',
    });
    expect(estimate(5, undefined, 30)).toMatchObject({ source: 'authored', band: 'sprint' });
    expect(difficultyPayload(3, { permille: 600, source: 'authored', answers: 2 }, 30).text).toBe(
      '命题难度 3 级，预估正确率 60%（作答不足 30 人次）',
    );
  });

  it('moves one band per round at the thresholds, never past either end', () => {
    expect(nextBand('advanced', 8, 10, RULE)).toEqual({ band: 'sprint', result: 'up' });
    expect(nextBand('advanced', 7, 10, RULE)).toEqual({ band: 'advanced', result: 'stay' });
    expect(nextBand('advanced', 5, 10, RULE)).toEqual({ band: 'advanced', result: 'stay' });
    expect(nextBand('advanced', 4, 10, RULE)).toEqual({ band: 'basic', result: 'down' });
    expect(nextBand('basic', 10, 10, RULE)).toEqual({ band: 'advanced', result: 'up' });
    expect(nextBand('basic', 0, 10, RULE)).toEqual({ band: 'basic', result: 'stay' });
    expect(nextBand('sprint', 10, 10, RULE)).toEqual({ band: 'sprint', result: 'stay' });
    expect(nextBand('sprint', 3, 10, RULE)).toEqual({ band: 'advanced', result: 'down' });
    // 2 of 3 is 66.7%: neither threshold.
    expect(nextBand('advanced', 2, 3, RULE)).toEqual({ band: 'advanced', result: 'stay' });
  });

  it('states the rule in one sentence', () => {
    expect(
      rulePayload({ roundSize: 10, upPermille: 800, downPermille: 400, cohortMinAnswers: 30 }).text,
    ).toBe(
      '从进阶档开始，每答 10 题为一轮：本轮正确率不低于 80% 升一档，不高于 40% 降一档，' +
        '其余保持不变。题目难度按全站正确率划分（作答满 30 人次前按命题难度估计）。',
    );
  });
});
