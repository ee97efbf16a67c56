import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { bandRanges, methodText, type ScaleSpec } from './content.ts';
import {
  findUserIdByPhone,
  insertRecord,
  insertRecordAnswers,
  insertRecordScores,
} from './record.repository.ts';
import { loadScale } from './rules.ts';
import {
  findScale,
  insertBand,
  insertItem,
  insertOption,
  insertScale,
  insertSubscale,
  ONLINE,
} from './scale.repository.ts';
import { STUDY_ROUTINE } from './scales/study-routine.ts';
import { STUDY_STRESS } from './scales/study-stress.ts';
import { TEST_ANXIETY } from './scales/test-anxiety.ts';
import { scoreAnswers } from './scoring.ts';

/** The scales of the site, in the order they are listed. */
export const SCALES: ScaleSpec[] = [TEST_ANXIETY, STUDY_STRESS, STUDY_ROUTINE];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes one scale with its options, sub-scales, items and bands; returns its id. */
export async function insertScaleSpec(
  db: Db,
  spec: ScaleSpec,
  sortOrder: number,
  now: string,
): Promise<number> {
  const scaleId = await insertScale(db, {
    code: spec.code,
    name: spec.name,
    measures: spec.measures,
    intro: spec.intro,
    instructions: spec.instructions,
    method: methodText(spec),
    score_note: spec.scoreNote,
    minutes: spec.minutes,
    help_level: spec.helpLevel,
    status: ONLINE,
    sort_order: sortOrder,
    created_at: now,
    updated_at: now,
  });
  for (const [index, [label, score]] of spec.options.entries()) {
    await insertOption(db, { scale_id: scaleId, label, score, sort_order: index + 1 });
  }
  const subscaleIds = new Map<string, number>();
  for (const [index, sub] of spec.subscales.entries()) {
    subscaleIds.set(
      sub.key,
      await insertSubscale(db, {
        scale_id: scaleId,
        name: sub.name,
        description: sub.description,
        sort_order: index + 1,
      }),
    );
  }
  for (const [index, item] of spec.items.entries()) {
    const subscaleId = subscaleIds.get(item.sub);
    if (subscaleId === undefined) throw new Error(`Unknown sub-scale ${item.sub} in ${spec.code}`);
    await insertItem(db, {
      scale_id: scaleId,
      subscale_id: subscaleId,
      stem: item.stem,
      is_reverse: item.reverse ? 1 : 0,
      sort_order: index + 1,
    });
  }
  for (const range of bandRanges(spec, spec.items.length)) {
    const text = spec.bands[range.level]!;
    await insertBand(db, {
      scale_id: scaleId,
      subscale_id: null,
      level: range.level,
      name: spec.bandNames[range.level]!,
      min_score: range.minScore,
      max_score: range.maxScore,
      summary: text.summary,
      advice: text.advice.join('\n'),
      trainings: text.trainings.join(','),
    });
  }
  for (const sub of spec.subscales) {
    const count = spec.items.filter((item) => item.sub === sub.key).length;
    for (const range of bandRanges(spec, count)) {
      await insertBand(db, {
        scale_id: scaleId,
        subscale_id: subscaleIds.get(sub.key)!,
        level: range.level,
        name: spec.bandNames[range.level]!,
        min_score: range.minScore,
        max_score: range.maxScore,
        summary: sub.texts[range.level]!,
        trainings: sub.trainings[range.level]!.join(','),
      });
    }
  }
  return scaleId;
}

/**
 * Records a taking as the submit endpoint would: `picks` are the 1-based positions of the chosen
 * options, item by item in the order asked.
 */
export async function insertTaking(
  db: Db,
  userId: number,
  scaleId: number,
  picks: number[],
  createdAt: string,
): Promise<number> {
  const loaded = await loadScale(db, (await findScale(db, scaleId))!);
  const scored = scoreAnswers(
    scaleId,
    loaded.rules,
    loaded.items.map((item, index) => ({
      questionId: item.id,
      optionId: loaded.options[picks[index]! - 1]!.id,
    })),
  );
  const recordId = await insertRecord(db, {
    user_id: userId,
    scale_id: scaleId,
    submit_token: null,
    answers_digest: scored.digest,
    total_score: scored.total,
    band_id: scored.bandId,
    created_at: createdAt,
  });
  await insertRecordAnswers(db, recordId, scored.answers);
  await insertRecordScores(db, recordId, scored.subscales);
  return recordId;
}

// The demo learner's answers: 考试焦虑 16 days before the seed (中度: 51, worry and bodily
// tension the highest) and again 2 days before it (轻度: 42), 学习习惯 5 days before (一般: 44).
const ANXIETY_EARLIER = [3, 3, 2, 3, 3, 3, 3, 3, 2, 2, 2, 3, 3, 3, 3, 3, 2, 3, 2, 1];
const ANXIETY_LATER = [3, 2, 2, 2, 3, 2, 2, 2, 3, 2, 2, 3, 3, 3, 2, 3, 2, 2, 3, 1];
const ROUTINE = [4, 2, 3, 3, 3, 3, 2, 2, 2, 3, 3, 3, 2, 3, 2, 2];

/**
 * The demo checks: 考试焦虑自评, 备考压力自评 and 学习习惯与作息, and a few records of the demo
 * learner so that 心理测评 shows a history and a report from the first visit.
 */
export async function seedPsychology(trx: Transaction<Database>, now: string): Promise<void> {
  const ids = new Map<string, number>();
  for (const [index, spec] of SCALES.entries()) {
    ids.set(spec.code, await insertScaleSpec(trx, spec, index + 1, now));
  }

  const learnerId = await findUserIdByPhone(trx, DEMO_LEARNER.phone);
  if (learnerId === undefined) return;
  const ago = (days: number) => new Date(Date.parse(now) - days * DAY_MS).toISOString();
  const anxiety = ids.get(TEST_ANXIETY.code)!;
  await insertTaking(trx, learnerId, anxiety, ANXIETY_EARLIER, ago(16));
  await insertTaking(trx, learnerId, ids.get(STUDY_ROUTINE.code)!, ROUTINE, ago(5));
  await insertTaking(trx, learnerId, anxiety, ANXIETY_LATER, ago(2));
}
