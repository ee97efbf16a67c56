import type {
  Band,
  BandCode,
  BandRound,
  BandRule,
  Difficulty,
  RateSource,
} from '@shangan/shared/contracts/bounded-practice';

/**
 * The rules of difficulty-bound practice, as pure functions (docs/areas/bounded-practice.md):
 *
 * - A question's difficulty is a correct rate. Once at least `cohortMinAnswers` graded answers
 *   of everyone are counted it is their correct rate; before that, the rate its authored level
 *   (1 easiest … 5 hardest) stands for.
 * - The bands cut that rate: 基础 70% and above, 进阶 45% to under 70%, 冲刺 under 45%.
 * - A learner starts a set in 进阶. After every round of `roundSize` answers the round's accuracy
 *   moves the band: at `up` or more one band harder, at `down` or less one band easier (never
 *   past 基础 or 冲刺), otherwise it stays; the next round starts from zero.
 */

interface BandSpec {
  code: BandCode;
  name: string;
  level: number;
  /** Lower bound of the band's correct rate, per mille, inclusive. */
  minPermille: number;
  /** Upper bound, exclusive (1000 included for the easiest band). */
  maxPermille: number;
}

export const BANDS: readonly BandSpec[] = [
  { code: 'basic', name: '基础', level: 1, minPermille: 700, maxPermille: 1000 },
  { code: 'advanced', name: '进阶', level: 2, minPermille: 450, maxPermille: 700 },
  { code: 'sprint', name: '冲刺', level: 3, minPermille: 0, maxPermille: 450 },
];

export const START_BAND: BandCode = 'advanced';

/**
 * The correct rate (per mille) an authored level stands for, until the cohort has answered a
 * question often enough: 1 and 2 are 基础, 3 is 进阶, 4 and 5 are 冲刺.
 */
const AUTHORED_RATE: Record<number, number> = { 1: 880, 2: 760, 3: 600, 4: 420, 5: 280 };

export function bandSpec(code: BandCode): BandSpec {
  return BANDS.find((band) => band.code === code) ?? BANDS[1]!;
}

export function isBandCode(value: string): value is BandCode {
  return BANDS.some((band) => band.code === value);
}

/** A stored band, read defensively: anything unknown counts as the starting band. */
export function bandOf(value: string): BandCode {
  return isBandCode(value) ? value : START_BAND;
}

export function bandName(code: BandCode): string {
  return bandSpec(code).name;
}

export function bandForRate(permille: number): BandCode {
  const band = BANDS.find((spec) => permille >= spec.minPermille && permille < spec.maxPermille);
  return band?.code ?? (permille >= 1000 ? 'basic' : 'sprint');
}

/**
 * The band of a counted rate, `correct` of `answers`, cut on the exact fraction: rounding to
 * per mille first would put 69.96 % in 基础 ("70 % and above").
 */
export function bandForCount(correct: number, answers: number): BandCode {
  const band = BANDS.find(
    (spec) =>
      correct * 1000 >= spec.minPermille * answers && correct * 1000 < spec.maxPermille * answers,
  );
  return band?.code ?? (correct >= answers ? 'basic' : 'sprint');
}

export function authoredRate(level: number): number {
  const clamped = Math.min(5, Math.max(1, Math.round(level)));
  return AUTHORED_RATE[clamped]!;
}

export interface CohortCount {
  answers: number;
  correct: number;
}

export interface Estimate {
  permille: number;
  source: RateSource;
  answers: number;
  band: BandCode;
}

/** A question's difficulty now: the cohort's rate from `minAnswers` graded answers on. */
export function estimate(
  authoredLevel: number,
  cohort: CohortCount | undefined,
  minAnswers: number,
): Estimate {
  if (cohort && cohort.answers >= minAnswers && cohort.answers > 0) {
    const permille = Math.round((cohort.correct * 1000) / cohort.answers);
    // The band from the exact counts, not the rounded rate shown.
    const band = bandForCount(cohort.correct, cohort.answers);
    return { permille, source: 'cohort', answers: cohort.answers, band };
  }
  const permille = authoredRate(authoredLevel);
  return {
    permille,
    source: 'authored',
    answers: cohort?.answers ?? 0,
    band: bandForRate(permille),
  };
}

export function percent(permille: number): number {
  return Math.round(permille / 10);
}

export function accuracyPercent(correct: number, answered: number): number {
  return answered > 0 ? Math.round((correct * 100) / answered) : 0;
}

export function difficultyPayload(
  authoredLevel: number,
  estimated: Pick<Estimate, 'permille' | 'source' | 'answers'>,
  minAnswers: number,
): Difficulty {
  const ratePercent = percent(estimated.permille);
  const text =
    estimated.source === 'cohort'
      ? `全站正确率 ${ratePercent}%（${estimated.answers} 人次作答）`
      : `命题难度 ${authoredLevel} 级，预估正确率 ${ratePercent}%（作答不足 ${minAnswers} 人次）`;
  return {
    source: estimated.source,
    ratePercent,
    answerCount: estimated.answers,
    authoredLevel,
    text,
  };
}

export function bandsPayload(): Band[] {
  return BANDS.map((band) => {
    const min = percent(band.minPermille);
    const max = percent(band.maxPermille);
    let description: string;
    if (band.maxPermille >= 1000) description = `正确率 ${min}% 及以上的题目`;
    else if (band.minPermille <= 0) description = `正确率低于 ${max}% 的题目`;
    else description = `正确率 ${min}%–${max}% 的题目`;
    return {
      code: band.code,
      name: band.name,
      level: band.level,
      minRate: min,
      maxRate: max,
      description,
    };
  });
}

export interface RuleNumbers {
  roundSize: number;
  upPermille: number;
  downPermille: number;
  cohortMinAnswers: number;
}

export function rulePayload(rule: RuleNumbers): BandRule {
  const up = percent(rule.upPermille);
  const down = percent(rule.downPermille);
  return {
    roundSize: rule.roundSize,
    upAtPercent: up,
    downAtPercent: down,
    cohortMinAnswers: rule.cohortMinAnswers,
    text:
      `从进阶档开始，每答 ${rule.roundSize} 题为一轮：本轮正确率不低于 ${up}% 升一档，` +
      `不高于 ${down}% 降一档，其余保持不变。题目难度按全站正确率划分` +
      `（作答满 ${rule.cohortMinAnswers} 人次前按命题难度估计）。`,
  };
}

export type RoundResult = BandRound['result'];

/** The band after a completed round of `answered` answers with `correct` right. */
export function nextBand(
  band: BandCode,
  correct: number,
  answered: number,
  rule: Pick<RuleNumbers, 'upPermille' | 'downPermille'>,
): { band: BandCode; result: RoundResult } {
  const level = bandSpec(band).level;
  // Compared in whole numbers (correct × 1000 against the threshold × answered): 8 of 10 is
  // exactly 80%, with no rounding deciding a move.
  const score = correct * 1000;
  let target = level;
  if (score >= rule.upPermille * answered) target = Math.min(BANDS.length, level + 1);
  else if (score <= rule.downPermille * answered) target = Math.max(1, level - 1);
  const next = BANDS.find((spec) => spec.level === target)!.code;
  const result: RoundResult = target > level ? 'up' : target < level ? 'down' : 'stay';
  return { band: next, result };
}

export function roundPayload(row: {
  round_no: number;
  band_before: string;
  band_after: string;
  answered: number;
  correct: number;
  created_at: string;
}): BandRound {
  const before = bandOf(row.band_before);
  const after = bandOf(row.band_after);
  const delta = bandSpec(after).level - bandSpec(before).level;
  return {
    roundNo: row.round_no,
    bandBefore: before,
    bandAfter: after,
    result: delta > 0 ? 'up' : delta < 0 ? 'down' : 'stay',
    answered: row.answered,
    correct: row.correct,
    accuracy: accuracyPercent(row.correct, row.answered),
    createdAt: row.created_at,
  };
}
