import type { PsyTrainingType } from '@shangan/shared';

/**
 * How a scale is written down for the seed: its texts, options, sub-scales, items in the order
 * they are asked, and its bands. Band ranges are not written by hand: they follow from the
 * scale's cut-offs on the mean item score (the same for the total and every sub-scale), so a
 * sub-scale of five items and the total of twenty are read on one yardstick, and the method the
 * report names is written from the same numbers.
 */

/** Level 0 (the best) … 3 (most in need of attention). */
export type Levels<T> = [T, T, T, T];

export interface BandText {
  /** The interpretation of the total in this band. */
  summary: string;
  /** What to do, one point each. */
  advice: string[];
  trainings: PsyTrainingType[];
}

export interface SubscaleSpec {
  key: string;
  name: string;
  description: string;
  /** One sentence per level. */
  texts: Levels<string>;
  trainings: Levels<PsyTrainingType[]>;
}

export interface ScaleSpec {
  code: string;
  name: string;
  measures: string;
  intro: string;
  instructions: string;
  scoreNote: string;
  minutes: number;
  /** From this level of the total the report points to professional help; null: never. */
  helpLevel: number | null;
  /** Label and score, lowest score first. */
  options: Array<[label: string, score: number]>;
  /**
   * Cut-offs on the mean item score, in hundredths, ascending: a sum of k items at or above
   * ceil(cut × k) is in the next band up. Where a higher score is worse, the lowest range is
   * level 0; where it is better (habits), the highest range is.
   */
  cuts: [number, number, number];
  higherIsBetter: boolean;
  /** Band names by level, e.g. 良好 / 轻度 / 中度 / 较高. */
  bandNames: Levels<string>;
  bands: Levels<BandText>;
  subscales: SubscaleSpec[];
  /** In the order asked. */
  items: Array<{ sub: string; stem: string; reverse?: boolean }>;
}

export interface BandRange {
  level: number;
  minScore: number;
  maxScore: number;
}

/** The four bands of a sum of `itemCount` items, lowest score first. */
export function bandRanges(spec: ScaleSpec, itemCount: number): BandRange[] {
  const scores = spec.options.map(([, score]) => score);
  const low = Math.min(...scores) * itemCount;
  const high = Math.max(...scores) * itemCount;
  // Integer arithmetic: ceil(cut / 100 × k) without floating-point surprises.
  const starts = spec.cuts.map((cut) => Math.ceil((cut * itemCount) / 100));
  const edges = [low, ...starts, high + 1];
  return [0, 1, 2, 3].map((index) => ({
    level: spec.higherIsBetter ? 3 - index : index,
    minScore: edges[index]!,
    maxScore: edges[index + 1]! - 1,
  }));
}

const CHINESE_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七'];
const mean = (cut: number) => (cut / 100).toFixed(cut % 10 === 0 ? 1 : 2);

/** The method named on the report, written from the scale's own numbers. */
export function methodText(spec: ScaleSpec): string {
  const itemCount = spec.items.length;
  const reverseCount = spec.items.filter((item) => item.reverse).length;
  const scores = spec.options.map(([, score]) => score);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  const ranges = bandRanges(spec, itemCount);
  const options = spec.options.map(([label, score]) => `${label} ${score} 分`).join('、');
  const bands = ranges
    .map((range) => `${range.minScore}–${range.maxScore} ${spec.bandNames[range.level]}`)
    .join('、');
  const sizes = [
    ...new Set(
      spec.subscales.map((sub) => spec.items.filter((item) => item.sub === sub.key).length),
    ),
  ];
  return (
    `李克特${CHINESE_DIGITS[spec.options.length]}点计分（${options}）；` +
    `${reverseCount} 道反向表述的题目反向计分（${low} 分记 ${high} 分，依此类推）。` +
    `总分 = 各题得分之和，共 ${itemCount} 题，范围 ${low * itemCount}–${high * itemCount}；` +
    `按题均分 ${spec.cuts.map(mean).join(' / ')} 分段：${bands}。` +
    `${CHINESE_DIGITS[spec.subscales.length]}个分量表（各 ${sizes.join(' 或 ')} 题）按相同的题均分分段。` +
    '分段线是本站为备考自评设定的参考标准，不是临床常模。'
  );
}
