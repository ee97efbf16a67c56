import crypto from 'node:crypto';

/**
 * How a scale turns answers into scores — the rules that never leave the server. Every item is
 * answered with one of the scale's options; a plain item scores its option's score, a reverse
 * item (worded the other way round) scores (lowest + highest) - score, so on a 1–4 scale 1 ↔ 4
 * and 2 ↔ 3. The total is the sum of all items and each sub-scale the sum of its own; each falls
 * in the one band of its kind whose range holds it.
 */
export interface ScaleRules {
  options: Array<{ id: number; score: number }>;
  /** In the order asked; `no` is the 1-based number the learner sees. */
  items: Array<{ id: number; no: number; subscaleId: number; reverse: boolean }>;
  subscaleIds: number[];
  /** subscaleId null: a band of the total. Ranges include both ends. */
  bands: Array<{
    id: number;
    subscaleId: number | null;
    level: number;
    minScore: number;
    maxScore: number;
  }>;
}

export interface ScoredAnswers {
  answers: Array<{ itemId: number; optionId: number; score: number }>;
  total: number;
  bandId: number;
  subscales: Array<{ subscaleId: number; score: number; bandId: number }>;
  /** Recognises the same answers sent again. */
  digest: string;
}

/** A submission the rules refuse, with the sentence the learner reads. */
export class AnswerRefused extends Error {}

export const QUESTION_NOT_IN_CHECK = '提交的题目不属于该测评，请刷新后重新作答';
export const repeatedAnswer = (no: number) => `第${no}题提交了多个答案，请检查后再提交`;
export const badOption = (no: number) => `第${no}题的选项不正确，请重新选择`;
export const missingAnswers = (missing: number, first: number) =>
  `还有${missing}题未作答，请先完成第${first}题`;

export function scoreRange(rules: Pick<ScaleRules, 'options'>, itemCount: number) {
  const scores = rules.options.map((option) => option.score);
  return { min: Math.min(...scores) * itemCount, max: Math.max(...scores) * itemCount };
}

/** The band of this kind (the total's: subscaleId null) whose range holds the score. */
export function bandOf(rules: ScaleRules, subscaleId: number | null, score: number) {
  const band = rules.bands.find(
    (row) => row.subscaleId === subscaleId && row.minScore <= score && score <= row.maxScore,
  );
  // The content tests check that the bands cover every possible score without overlap.
  if (!band) throw new Error(`No band for score ${score} (sub-scale ${subscaleId ?? 'total'})`);
  return band;
}

export function answersDigest(
  scaleId: number,
  answers: Array<{ itemId: number; optionId: number }>,
) {
  const key = [...answers]
    .sort((a, b) => a.itemId - b.itemId)
    .map((answer) => `${answer.itemId}:${answer.optionId}`)
    .join(',');
  return crypto.createHash('sha256').update(`${scaleId}|${key}`).digest('hex');
}

/**
 * Scores one submission. Refuses (AnswerRefused) an item of another scale, an item answered
 * twice, an option the scale does not have, and — after those — any item left unanswered,
 * naming the first one by its number.
 */
export function scoreAnswers(
  scaleId: number,
  rules: ScaleRules,
  submitted: ReadonlyArray<{ questionId: number; optionId: number }>,
): ScoredAnswers {
  const items = new Map(rules.items.map((item) => [item.id, item]));
  const options = new Map(rules.options.map((option) => [option.id, option]));
  const scores = rules.options.map((option) => option.score);
  const flip = Math.min(...scores) + Math.max(...scores);

  const chosen = new Map<number, number>();
  for (const answer of submitted) {
    const item = items.get(answer.questionId);
    if (!item) throw new AnswerRefused(QUESTION_NOT_IN_CHECK);
    if (chosen.has(item.id)) throw new AnswerRefused(repeatedAnswer(item.no));
    if (!options.has(answer.optionId)) throw new AnswerRefused(badOption(item.no));
    chosen.set(item.id, answer.optionId);
  }
  const missing = rules.items.filter((item) => !chosen.has(item.id));
  if (missing.length > 0) {
    throw new AnswerRefused(missingAnswers(missing.length, missing[0]!.no));
  }

  const answers = rules.items.map((item) => {
    const optionId = chosen.get(item.id)!;
    const raw = options.get(optionId)!.score;
    return { itemId: item.id, optionId, score: item.reverse ? flip - raw : raw };
  });
  const byItem = new Map(answers.map((answer) => [answer.itemId, answer.score]));
  const total = answers.reduce((sum, answer) => sum + answer.score, 0);
  const subscales = rules.subscaleIds.map((subscaleId) => {
    const score = rules.items
      .filter((item) => item.subscaleId === subscaleId)
      .reduce((sum, item) => sum + byItem.get(item.id)!, 0);
    return { subscaleId, score, bandId: bandOf(rules, subscaleId, score).id };
  });
  return {
    answers,
    total,
    bandId: bandOf(rules, null, total).id,
    subscales,
    digest: answersDigest(scaleId, answers),
  };
}
