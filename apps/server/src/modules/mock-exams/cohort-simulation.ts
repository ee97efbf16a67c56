import type { Db } from '../../db/database.ts';
import { insertGradedAttempts, type GradedAttemptInput } from '../question-bank/public.ts';
import { findPaperLeavesWithKeys } from './bank-reads.repository.ts';
import { insertApplications, insertEntries, insertSimulatedUsers } from './seed.repository.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';

/**
 * A cohort of simulated candidates for a past contest (the demo seed's 2,000, the benchmark's
 * 100,000): accounts that cannot log in, applications with a position or a province, and handed-in
 * 行测 attempts whose answers follow an ability model, so the distribution looks like a real
 * one. Each candidate has an ability θ ~ N(0, 1); a question of difficulty d (1–5) is answered
 * right with probability 0.25 + 0.75 / (1 + e^(−1.7(θ − b))), b = 0.8(d − 3) + 0.7 — a guess
 * among four options at worst, a little under half right on a middling question for a middling
 * candidate, as 行测 scores run — and the weaker leave some hard questions blank as time runs out.
 */

/** Seeded: the same cohort on every machine. */
export function seededRandom(seed: number) {
  const next = mulberry32(seed);
  const normal = () => {
    const u = Math.max(next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, normal, pick };
}

export type Random = ReturnType<typeof seededRandom>;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏飞晨阳雪琳婷宇浩然思远子涵欣怡雨萱梓轩一诺佳怡俊杰博文嘉怡梦瑶晓东海燕志强建华文静';

export function chineseName(random: Random): string {
  const given =
    random.next() < 0.6
      ? random.pick([...GIVEN]) + random.pick([...GIVEN])
      : random.pick([...GIVEN]);
  return random.pick([...SURNAMES]) + given;
}

/** Where the simulated candidates say they sit: weights roughly as the national exam's applicants. */
const PROVINCE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['江苏省', 9],
  ['山东省', 9],
  ['河南省', 8],
  ['广东省', 8],
  ['四川省', 7],
  ['浙江省', 6],
  ['湖北省', 5],
  ['湖南省', 5],
  ['河北省', 5],
  ['安徽省', 5],
  ['北京市', 4],
  ['陕西省', 4],
  ['福建省', 3],
  ['江西省', 3],
  ['辽宁省', 3],
  ['上海市', 3],
  ['云南省', 2],
  ['广西壮族自治区', 2],
  ['山西省', 2],
  ['重庆市', 2],
];

function weightedProvince(random: Random): string {
  const total = PROVINCE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [province, weight] of PROVINCE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return province;
  }
  return PROVINCE_WEIGHTS[0]![0];
}

export interface CohortInput {
  contestId: number;
  title: string;
  paperId: number;
  subjectId: number;
  stageStartAt: number;
  stageEndAt: number;
  lateEntryMinutes: number;
  count: number;
  /** Also applied but never sat. */
  absent: number;
  seed: number;
  /** Makes the simulated accounts' names unique across cohorts. */
  keyPrefix: string;
  /** Positions candidates may aim at, with their province. */
  positions: Array<{ id: number; province: string }>;
  nowIso: string;
}

/** Candidates written per round: bounds the memory a 100,000-strong cohort needs. */
const ROUND = 1000;

export async function simulateCohort(db: Db, input: CohortInput): Promise<{ candidates: number }> {
  const random = seededRandom(input.seed);
  const leaves = await findPaperLeavesWithKeys(db, input.paperId);
  const questionIds = leaves.map((leaf) => leaf.id);
  const wrongOf = new Map(
    leaves.map((leaf) => {
      const heads = (JSON.parse(leaf.options) as Array<{ optionHead: string }>).map(
        (option) => option.optionHead,
      );
      return [leaf.id, heads.filter((head) => !leaf.answer.includes(head))];
    }),
  );
  // A few positions draw many candidates, as popular posts do.
  const popular = input.positions.slice(0, Math.max(1, Math.ceil(input.positions.length / 5)));
  const stageSeconds = Math.round((input.stageEndAt - input.stageStartAt) / 1000);
  const total = input.count + input.absent;
  for (let start = 0; start < total; start += ROUND) {
    const size = Math.min(ROUND, total - start);
    const people = Array.from({ length: size }, (_, n) => ({
      name: chineseName(random),
      key: `${input.keyPrefix}${start + n}`,
    }));
    const userIds = await insertSimulatedUsers(db, people, input.nowIso);
    const applications = userIds.map((userId) => {
      const roll = random.next();
      const position =
        input.positions.length === 0 || roll > 0.65
          ? null
          : random.next() < 0.5
            ? random.pick(popular)
            : random.pick(input.positions);
      const appliedAt = input.stageStartAt - (1 + random.next() * 20) * 86_400_000;
      return {
        contestId: input.contestId,
        userId,
        positionId: position?.id ?? null,
        province: position?.province ?? (roll > 0.95 ? '' : weightedProvince(random)),
        reminder: random.next() < 0.4,
        at: new Date(appliedAt).toISOString(),
      };
    });
    await insertApplications(db, applications);

    const sitting = userIds.filter((_, n) => start + n < input.count);
    const attempts: GradedAttemptInput[] = sitting.map((userId) => {
      const theta = random.normal();
      const answers = new Map<number, string>();
      for (const leaf of leaves) {
        const hard = leaf.difficulty >= 3;
        const skip = hard ? 0.03 + 0.12 / (1 + Math.exp(2 * (theta + 0.5))) : 0.01;
        if (random.next() < skip) continue;
        const b = 0.8 * (leaf.difficulty - 3) + 0.7;
        const right = 0.25 + 0.75 / (1 + Math.exp(-1.7 * (theta - b)));
        answers.set(
          leaf.id,
          random.next() < right ? leaf.answer : random.pick(wrongOf.get(leaf.id) ?? ['A']),
        );
      }
      // Most enter in the first minutes; a few late, up to the cutoff.
      const lateness =
        random.next() < 0.9 ? random.next() * 300 : random.next() * input.lateEntryMinutes * 60;
      const startedAt = input.stageStartAt + Math.round(lateness * 1000);
      const limit = Math.floor((input.stageEndAt - startedAt) / 1000);
      const auto = random.next() < 0.18;
      const elapsed = auto ? limit : Math.round(limit * (0.55 + 0.43 * random.next()));
      return {
        userId,
        kind: 'contest',
        businessKey: `contest:${input.contestId}:xingce`,
        title: `${input.title}·行测`,
        subjectId: input.subjectId,
        paperId: input.paperId,
        questionIds,
        answers,
        timeLimitSeconds: Math.min(limit, stageSeconds),
        startedAt: new Date(startedAt).toISOString(),
        submittedAt: new Date(startedAt + elapsed * 1000).toISOString(),
        elapsedSeconds: elapsed,
        submitType: auto ? 'auto' : 'direct',
      };
    });
    const exerciseIds = await insertGradedAttempts(db, attempts);
    await insertEntries(
      db,
      attempts.map((attempt, n) => ({
        contestId: input.contestId,
        stage: 'xingce',
        userId: attempt.userId,
        exerciseId: exerciseIds[n]!,
        at: attempt.startedAt,
      })),
    );
  }
  return { candidates: input.count };
}
