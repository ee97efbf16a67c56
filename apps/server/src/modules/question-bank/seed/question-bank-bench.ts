import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { insertQuestion, type QuestionInput } from '../bank-writer.ts';
import { dataDrafts } from './question-bank-data.ts';
import { figureDrafts } from './question-bank-figures.ts';
import { commonSenseDrafts } from './question-bank-knowledge.ts';
import { createRandom, type Draft } from './question-bank-kit.ts';
import { quantDrafts } from './question-bank-quant.ts';
import { reasoningDrafts } from './question-bank-reasoning.ts';
import { verbalDrafts } from './question-bank-verbal.ts';

/**
 * Benchmark only (never part of the demo): grows a database that already holds the demo bank
 * to `count` more 行测 questions, drawn from the same generators with other seeds, spread over
 * the demo's knowledge points. Commits in chunks so a big run does not hold one huge
 * transaction. Returns the number of questions written.
 */
export async function generateBenchQuestions(
  db: Kysely<Database>,
  count: number,
  onProgress?: (written: number) => void,
): Promise<number> {
  const subject = await db
    .selectFrom('qb_subject')
    .select('id')
    .where('code', '=', 'xingce')
    .executeTakeFirstOrThrow();
  const points = new Map(
    (
      await db
        .selectFrom('qb_catalogue')
        .select(['id', 'name'])
        .where('subject_id', '=', subject.id)
        .execute()
    ).map((row) => [row.name, row.id]),
  );
  const now = new Date().toISOString();
  let written = 0;
  for (let round = 1; written < count; round++) {
    const random = createRandom(round * 7919);
    const drafts: Draft[] = [
      ...verbalDrafts(random),
      ...quantDrafts(random),
      ...figureDrafts(random, 8),
      ...reasoningDrafts(random),
      ...dataDrafts(random),
      ...commonSenseDrafts(random),
    ];
    await db.transaction().execute(async (trx) => {
      for (const draft of drafts) {
        if (written >= count) break;
        const { point, analysis, analysis2: _second, media: _media, children, ...fields } = draft;
        const input: QuestionInput = {
          ...fields,
          subjectId: subject.id,
          catalogueId: points.get(point) ?? null,
          // Stated, so the writer need not look the flag up for each question.
          vipOnly: false,
          analyses: [{ type: 'text', analysis }],
          ...(children
            ? {
                children: children.map(({ analysis: childAnalysis, media: _m, ...child }) => ({
                  ...child,
                  analyses: [{ type: 'text' as const, analysis: childAnalysis }],
                })),
              }
            : {}),
        };
        await insertQuestion(trx, input, now);
        written += children?.length ?? 1;
      }
    });
    onProgress?.(written);
  }
  return written;
}
