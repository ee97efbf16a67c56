import type { FastifyInstance } from 'fastify';
import { handInIfOpen } from '../question-bank/public.ts';
import { findOpenEntryExerciseIds } from './bank-reads.repository.ts';
import { closedEndCutoff } from './contest-clock.ts';
import type { MockExamsContext } from './context.ts';
import { findContestsToClose, findStagesToSweep, markStageSwept } from './mock-exam.repository.ts';
import { computeResults } from './results.service.ts';

/**
 * Closing stages and contests. When a stage has ended and the bank's grace for a last save on
 * the wire has passed, every attempt of it still open is handed in by the clock ('auto'); once
 * every stage of a contest is swept, its results are computed, once.
 *
 * Runs on a timer started by the module and, lazily, before the contest's reads, so a result
 * is never missing because the timer has not come round. Safe to run anywhere at once: each
 * hand-in holds the attempt's lock and skips one already handed in, marking a stage swept and
 * claiming the results are conditional updates, so two instances (or a sweep racing a learner's
 * own hand-in) hand each attempt in once and compute the results once.
 */

const inFlight = new WeakMap<MockExamsContext, Promise<void>>();

/** Settles what is due at `now`; concurrent calls in one process share one run. */
export function settleDue(ctx: MockExamsContext, now: number = Date.now()): Promise<void> {
  const running = inFlight.get(ctx);
  if (running) return running;
  const run = settle(ctx, now).finally(() => inFlight.delete(ctx));
  inFlight.set(ctx, run);
  return run;
}

async function settle(ctx: MockExamsContext, now: number): Promise<void> {
  // The same moment the embargo lifts (contest-clock.ts): after the last save the bank takes.
  const cutoff = closedEndCutoff(now);
  for (const stage of await findStagesToSweep(ctx.db, cutoff)) {
    await sweepStage(ctx, stage.mock_exam_id, stage.stage, now);
    await markStageSwept(ctx.db, stage.id, new Date(now).toISOString());
  }
  for (const contest of await findContestsToClose(ctx.db, cutoff)) {
    await computeResults(ctx, contest.id, now);
  }
}

/** Hands in the stage's open attempts; answers how many this call handed in. */
export async function sweepStage(
  ctx: MockExamsContext,
  contestId: number,
  stage: string,
  now: number,
): Promise<number> {
  let handed = 0;
  for (const id of await findOpenEntryExerciseIds(ctx.db, contestId, stage)) {
    if ((await handInIfOpen(ctx, id, now))?.handedIn) handed++;
  }
  return handed;
}

/** How often the timer looks for stages that ended. */
export const SWEEP_INTERVAL_MS = 15_000;

export function startSweeper(app: FastifyInstance, ctx: MockExamsContext): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      settleDue(ctx).catch((error: unknown) =>
        app.log.error({ err: error }, 'mock-exam sweep failed'),
      );
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await inFlight.get(ctx)?.catch(() => undefined);
  });
}
