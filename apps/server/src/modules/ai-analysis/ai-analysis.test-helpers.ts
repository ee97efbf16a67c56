import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { insertCatalogue, insertQuestion, insertSubject } from '../question-bank/public.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';

/** A section of `count` single-choice questions (at most 50: one practice holds them all). */
export async function createAiBank(app: FastifyInstance, count: number) {
  const now = new Date().toISOString();
  return app.db.transaction().execute(async (trx) => {
    const code = `ai${crypto.randomBytes(4).toString('hex')}`;
    const subjectId = await insertSubject(trx, { code, name: '行测' }, now);
    const moduleId = await insertCatalogue(
      trx,
      { subjectId, name: '言语理解与表达', level: 1 },
      now,
    );
    const catalogueId = await insertCatalogue(
      trx,
      { subjectId, parentId: moduleId, name: '逻辑填空', level: 2 },
      now,
    );
    const questionIds: number[] = [];
    for (let i = 0; i < count; i++) {
      questionIds.push(
        await insertQuestion(
          trx,
          {
            subjectId,
            catalogueId,
            typeCode: 'single_choose',
            context: `<p>第${i + 1}题：依次填入划横线部分最恰当的一项是：</p>`,
            options: ['坚持', '秉持', '维持', '把持'],
            answer: 'B',
            analyses: [
              {
                type: 'text',
                analysis: '<p>秉持强调抱持理念，与“初心”搭配。A项坚持侧重行为，不合语境。</p>',
              },
            ],
          },
          now,
        ),
      );
    }
    return { subjectId, catalogueId, questionIds };
  });
}

export type AiBank = Awaited<ReturnType<typeof createAiBank>>;

/**
 * A learner who practised the whole section and handed it in (so every question in it is
 * revealed to them), and who accepted the AI disclaimer unless told otherwise.
 */
export async function revealedLearner(
  app: FastifyInstance,
  bank: AiBank,
  options: { weight?: number; consent?: boolean } = {},
) {
  const learner = await createLearner(app.db, { weight: options.weight ?? 0 });
  const call = learningClient(app);
  const started = await call<{ exercise: { id: number } }>(
    'POST',
    'v2/catalogue/getCatalogueQuestion',
    { catalogueId: bank.catalogueId, count: Math.min(50, bank.questionIds.length) },
    learner.token,
  );
  expect(started.code).toBe(200);
  const handIn = await call(
    'POST',
    'v2/catalogue/submitAnswer',
    { exerciseId: started.data.exercise.id, action: 'handIn' },
    learner.token,
  );
  expect(handIn.code).toBe(200);
  if (options.consent !== false) {
    expect((await call('GET', 'aigc/readNotice', { type: 1 }, learner.token)).code).toBe(200);
  }
  return learner;
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The events of a text/event-stream body, in order; comments (keep-alives) are skipped. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.split('\n').some((line) => line !== '' && !line.startsWith(':')))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}
