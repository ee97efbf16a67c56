import { isPsyTrainingType, PSY_TRAININGS, type PsyTrainingType } from '@shangan/shared';
import type { CheckReport } from '@shangan/shared/contracts/psychology';
import type { LoadedScale } from './rules.ts';
import type { BandRow } from './scale.repository.ts';
import { scoreRange } from './scoring.ts';

export const DISCLAIMER =
  '本测评是帮助你了解备考状态、安排学习的自我评估，不是医学或心理诊断；结果只反映作答时的自我感受，会随时间和情境变化。';

/**
 * Shown with a result in the scale's highest bands. The national hotline 12356 is the unified
 * psychological assistance number of the National Health Commission.
 */
export const HELP_NOTE =
  '如果紧张、担忧或情绪低落已经持续两周以上，明显影响睡眠、饮食、学习或工作，请及时寻求专业帮助：' +
  '可以联系学校或单位的心理咨询中心、当地医院的心理科或精神卫生专科医院，也可以拨打全国心理援助热线 12356。' +
  '如果出现伤害自己的想法，请立即告诉身边信任的人，并拨打 120 或前往最近的医院急诊。';

/** How many results a suggested training names as its reason. */
const MAX_REASONS = 2;

function trainingsOf(band: BandRow): PsyTrainingType[] {
  return band.trainings
    .split(',')
    .map((type) => type.trim())
    .filter(isPsyTrainingType);
}

/**
 * The report of a record: its total and band with the band's advice, each sub-scale's score and
 * band, how it was scored, and the trainings its bands suggest — the total's first, then the
 * sub-scales' in order, each training once with the results that called for it.
 */
export function buildReport(
  loaded: LoadedScale,
  record: { total_score: number; band_id: number },
  scores: Array<{ subscale_id: number; score: number; band_id: number }>,
): CheckReport {
  const bands = new Map(loaded.bands.map((band) => [band.id, band]));
  const band = bands.get(record.band_id)!;
  const range = scoreRange(loaded.rules, loaded.items.length);
  const scoreBySub = new Map(scores.map((row) => [row.subscale_id, row]));

  const reasons = new Map<PsyTrainingType, string[]>();
  const suggest = (types: PsyTrainingType[], reason: string) => {
    for (const type of types) {
      const list = reasons.get(type) ?? [];
      if (list.length < MAX_REASONS) list.push(reason);
      reasons.set(type, list);
    }
  };
  suggest(trainingsOf(band), `总分处于「${band.name}」`);

  const subscales = loaded.subscales.flatMap((sub) => {
    const row = scoreBySub.get(sub.id);
    if (!row) return [];
    const subBand = bands.get(row.band_id)!;
    const count = loaded.items.filter((item) => item.subscaleId === sub.id).length;
    const subRange = scoreRange(loaded.rules, count);
    suggest(trainingsOf(subBand), `「${sub.name}」处于${subBand.name}`);
    return [
      {
        id: sub.id,
        name: sub.name,
        description: sub.description,
        score: row.score,
        minScore: subRange.min,
        maxScore: subRange.max,
        band: { level: subBand.level, name: subBand.name, text: subBand.summary },
      },
    ];
  });

  const helpLevel = loaded.scale.help_level;
  return {
    total: record.total_score,
    minScore: range.min,
    maxScore: range.max,
    scoreNote: loaded.scale.score_note,
    band: {
      level: band.level,
      name: band.name,
      summary: band.summary,
      advice: band.advice
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    },
    bands: loaded.bands
      .filter((row) => row.subscale_id === null)
      .map((row) => ({
        level: row.level,
        name: row.name,
        minScore: row.min_score,
        maxScore: row.max_score,
      })),
    subscales,
    method: loaded.scale.method,
    disclaimer: DISCLAIMER,
    helpNote: helpLevel !== null && band.level >= helpLevel ? HELP_NOTE : null,
    trainings: [...reasons].map(([type, why]) => ({
      ...PSY_TRAININGS[type],
      reason: why.join('；'),
    })),
  };
}
