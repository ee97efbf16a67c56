import type { Db } from '../../db/database.ts';
import {
  findBands,
  findItems,
  findOptions,
  findSubscales,
  type BandRow,
  type ScaleRow,
} from './scale.repository.ts';
import type { ScaleRules } from './scoring.ts';

/** A scale with everything needed to ask it, score it and report on it. */
export interface LoadedScale {
  scale: ScaleRow;
  options: Array<{ id: number; label: string; score: number }>;
  subscales: Array<{ id: number; name: string; description: string }>;
  items: Array<{ id: number; no: number; subscaleId: number; stem: string; reverse: boolean }>;
  /** Lowest score first. */
  bands: BandRow[];
  rules: ScaleRules;
}

export async function loadScale(db: Db, scale: ScaleRow): Promise<LoadedScale> {
  const [options, subscales, itemRows, bands] = await Promise.all([
    findOptions(db, scale.id),
    findSubscales(db, scale.id),
    findItems(db, scale.id),
    findBands(db, scale.id),
  ]);
  const items = itemRows.map((row) => ({
    id: row.id,
    no: row.sort_order,
    subscaleId: row.subscale_id,
    stem: row.stem,
    reverse: row.is_reverse === 1,
  }));
  return {
    scale,
    options,
    subscales,
    items,
    bands,
    rules: {
      options,
      items,
      subscaleIds: subscales.map((sub) => sub.id),
      bands: bands.map((band) => ({
        id: band.id,
        subscaleId: band.subscale_id,
        level: band.level,
        minScore: band.min_score,
        maxScore: band.max_score,
      })),
    },
  };
}

/** What the learner may see of a scale before answering it. */
export function checkInfo(loaded: LoadedScale) {
  const { scale } = loaded;
  return {
    id: scale.id,
    name: scale.name,
    measures: scale.measures,
    intro: scale.intro,
    instructions: scale.instructions,
    minutes: scale.minutes,
    questionCount: loaded.items.length,
  };
}

/** The items with their options, and nothing of what they are worth. */
export function checkQuestions(loaded: LoadedScale) {
  const options = loaded.options.map((option) => ({ id: option.id, label: option.label }));
  return loaded.items.map((item) => ({ id: item.id, no: item.no, stem: item.stem, options }));
}
