import type { ScoreEstimate } from '@shangan/shared/contracts/mock-exams';

/**
 * 估分: what the candidate's accuracy would score on the official 行测 paper. The official
 * paper is scored out of 100 and its modules hold these shares of the questions (国考: 常识判断
 * 20, 言语理解与表达 40, 数量关系 15, 判断推理 40, 资料分析 20 of 135). The estimate weights
 * the candidate's accuracy in each module by that share — a contest paper is shorter and its
 * mix differs — and scales it to 100. The band is ±1.96 standard errors: each module's accuracy
 * is a binomial proportion over its few questions, so its variance is p(1 − p)/n, with p taken
 * as (right + 1)/(n + 2) so a module answered all right or all wrong still has a width.
 */
export const OFFICIAL_SHARES: ReadonlyArray<readonly [module: string, questions: number]> = [
  ['常识判断', 20],
  ['言语理解与表达', 40],
  ['数量关系', 15],
  ['判断推理', 40],
  ['资料分析', 20],
];

export const ESTIMATE_METHOD =
  '估分方法：按国考行测各模块题量占比加权（常识判断20题、言语理解与表达40题、数量关系15题、' +
  '判断推理40题、资料分析20题，共135题），用你在本卷各模块的正确率折算为100分制；本卷没有的模块不计，' +
  '其余模块按比例补足。区间为95%置信区间：各模块正确率按二项分布估计标准误，估分上下各取1.96倍标准误。' +
  '本卷题量少于正式考试，区间较宽，仅供参考。';

const round1 = (value: number) => Math.round(value * 10) / 10;

export function estimateScore(
  modules: Array<{ name: string; questionCount: number; correct: number }>,
): ScoreEstimate {
  const shares = new Map(OFFICIAL_SHARES.map(([name, count]) => [name, count]));
  const present = modules.filter(
    (module) => module.questionCount > 0 && (shares.get(module.name) ?? 0) > 0,
  );
  const weightTotal = present.reduce((sum, module) => sum + (shares.get(module.name) ?? 0), 0);
  if (weightTotal === 0) {
    return { score: 0, low: 0, high: 0, fullScore: 100, method: ESTIMATE_METHOD };
  }
  let mean = 0;
  let variance = 0;
  for (const module of present) {
    const weight = (shares.get(module.name) ?? 0) / weightTotal;
    const accuracy = module.correct / module.questionCount;
    const smoothed = (module.correct + 1) / (module.questionCount + 2);
    mean += weight * accuracy;
    variance += (weight * weight * smoothed * (1 - smoothed)) / module.questionCount;
  }
  const score = 100 * mean;
  const margin = 100 * 1.96 * Math.sqrt(variance);
  return {
    score: round1(score),
    low: round1(Math.max(0, score - margin)),
    high: round1(Math.min(100, score + margin)),
    fullScore: 100,
    method: ESTIMATE_METHOD,
  };
}
