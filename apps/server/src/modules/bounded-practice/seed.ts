import type { Transaction } from 'kysely';
import type { BandCode } from '@shangan/shared/contracts/bounded-practice';
import type { Database } from '../../db/database.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';
import {
  descendantIds,
  findCatalogues,
  findQuestionsByIds,
  parseOptions,
} from '../question-bank/public.ts';
import { authoredRate, BANDS, bandForRate, nextBand, START_BAND } from './bands.ts';
import { findDrawableQuestions } from './bank.repository.ts';
import { insertServed } from './answer.repository.ts';
import { insertProgressIfMissing, insertRound } from './progress.repository.ts';
import { insertSet, ONLINE } from './set.repository.ts';

/**
 * The demo sets: one per module of the demo bank whose choice questions fill every band (at
 * least two each by their authored level), so each band has something to draw from the start.
 * 常识判断 is VIP-only, to show the rule. The demo learner has practised 判断推理: a first round
 * of ten at 9 right took them from 进阶 to 冲刺, and three answers of the next round followed.
 */
const INTROS: Record<string, string> = {
  言语理解与表达:
    '逻辑填空、片段阅读与语句表达分档练习：先在进阶档找准语感，正确率上来后自动进入冲刺档。',
  数量关系: '数字推理与数学运算按全站正确率分三档：基础档练速度，冲刺档啃压轴难题。',
  判断推理:
    '图形推理、定义判断、类比推理与逻辑判断，难度随你每轮的正确率升降，始终练在够一够的区间。',
  常识判断: '政治、法律、科技人文与地理历史常识，按难度分档巩固高频考点。',
  法律知识: '宪法、民法典与行政法的常考知识点，先易后难，分档查漏补缺。',
  管理与科技: '管理学原理与科技常识分档练习，错题多的档位多练几轮再往上走。',
};

const VIP_MODULES = new Set(['常识判断']);
const MIN_PER_BAND = 2;
const HOUR_MS = 3_600_000;

export async function seedBoundedPractice(trx: Transaction<Database>, now: string): Promise<void> {
  const subjects = await trx
    .selectFrom('qb_subject')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  let order = 0;
  const setIds = new Map<string, number>();
  for (const subject of subjects) {
    const catalogues = await findCatalogues(trx, subject.id);
    for (const module of catalogues.filter((row) => row.parent_id === null)) {
      const questions = await findDrawableQuestions(trx, descendantIds(catalogues, module.id));
      const perBand = new Map<BandCode, number>();
      for (const question of questions) {
        const band = bandForRate(authoredRate(question.difficulty));
        perBand.set(band, (perBand.get(band) ?? 0) + 1);
      }
      if (BANDS.some((band) => (perBand.get(band.code) ?? 0) < MIN_PER_BAND)) continue;
      const id = await insertSet(trx, {
        subject_id: subject.id,
        catalogue_id: module.id,
        name: `${module.name}·难度分级`,
        intro:
          INTROS[module.name] ??
          `${module.name}的题目按全站正确率分为基础、进阶、冲刺三档，每轮按你的正确率自动调整难度。`,
        vip_only: VIP_MODULES.has(module.name) ? 1 : 0,
        status: ONLINE,
        sort_order: order++,
        created_at: now,
        updated_at: now,
      });
      setIds.set(`${subject.name}/${module.name}`, id);
    }
  }
  const reasoning = setIds.get('行测/判断推理');
  if (reasoning !== undefined) await seedDemoHistory(trx, reasoning, now);
}

/** The demo learner's 判断推理: round one at 9 of 10 moved them up, then 2 of 3 in 冲刺. */
async function seedDemoHistory(trx: Transaction<Database>, setId: number, now: string) {
  const learner = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', DEMO_LEARNER.phone)
    .executeTakeFirst();
  if (!learner) return;
  const set = await trx
    .selectFrom('bp_set')
    .selectAll()
    .where('id', '=', setId)
    .executeTakeFirstOrThrow();
  const catalogues = await findCatalogues(trx, set.subject_id);
  const drawable = (await findDrawableQuestions(trx, descendantIds(catalogues, set.catalogue_id)))
    .filter((row) => row.vip_only === 0)
    .sort((a, b) => a.id - b.id);
  const inBand = (band: BandCode) =>
    drawable.filter((row) => bandForRate(authoredRate(row.difficulty)) === band);
  const plan: Array<{ band: BandCode; rows: typeof drawable; right: boolean[] }> = [
    {
      band: START_BAND,
      rows: inBand(START_BAND).slice(0, 10),
      right: [true, true, true, false, true, true, true, true, true, true],
    },
    { band: 'sprint', rows: inBand('sprint').slice(0, 3), right: [true, false, true] },
  ];
  if (plan[0]!.rows.length < 10 || plan[1]!.rows.length < 3) return;
  const full = new Map(
    (
      await findQuestionsByIds(
        trx,
        plan.flatMap((part) => part.rows.map((row) => row.id)),
      )
    ).map((row) => [row.id, row]),
  );

  // Yesterday evening, a question about every 50 seconds.
  let at = Date.parse(now) - 20 * HOUR_MS;
  const stamp = () => new Date((at += 50_000)).toISOString();
  const started = new Date(at).toISOString();
  let answered = 0;
  let correct = 0;
  let time = 0;
  let last = started;
  let band: BandCode = START_BAND;
  for (const part of plan) {
    for (const [index, row] of part.rows.entries()) {
      const question = full.get(row.id)!;
      const right = part.right[index]!;
      const wrong = parseOptions(question.options)
        .map((option) => option.optionHead)
        .find((head) => !question.answer.includes(head));
      const servedAt = stamp();
      const spent = 35 + ((row.id * 7) % 40);
      last = new Date(Date.parse(servedAt) + spent * 1000).toISOString();
      await insertServed(trx, {
        user_id: learner.id,
        set_id: setId,
        question_id: row.id,
        band: part.band,
        rate_permille: authoredRate(row.difficulty),
        rate_source: 'authored',
        served_at: servedAt,
        answer: right || !wrong ? question.answer : wrong,
        is_correct: right || !wrong ? 1 : 0,
        first_try: 1,
        time_spent_seconds: spent,
        answered_at: last,
      });
      answered += 1;
      correct += right || !wrong ? 1 : 0;
      time += spent;
    }
    if (part.band === START_BAND) {
      const moved = nextBand(START_BAND, correct, answered, {
        upPermille: set.up_permille,
        downPermille: set.down_permille,
      });
      band = moved.band;
      await insertRound(trx, {
        user_id: learner.id,
        set_id: setId,
        round_no: 1,
        band_before: START_BAND,
        band_after: moved.band,
        answered,
        correct,
        created_at: last,
      });
    }
  }
  await insertProgressIfMissing(trx, {
    user_id: learner.id,
    set_id: setId,
    band,
    answered_count: answered,
    correct_count: correct,
    time_spent_seconds: time,
    round_answered: 3,
    round_correct: plan[1]!.right.filter(Boolean).length,
    rounds_completed: 1,
    last_answered_at: last,
    created_at: started,
    updated_at: last,
  });
}
