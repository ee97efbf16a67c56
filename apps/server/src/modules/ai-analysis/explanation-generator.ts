import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiCode } from '@shangan/shared';
import type { AiConfig } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isoNow } from '../../lib/time.ts';
import {
  AI_FAILED_MESSAGE,
  AI_TIMEOUT_MESSAGE,
  AiProviderError,
  type AiProvider,
  type ExplainSource,
} from '../../providers/ai/index.ts';
import {
  claimExplanation,
  completeExplanation,
  dropPending,
  latestExplanation,
} from './ai-analysis.repository.ts';
import { StreamSanitizer } from './output-sanitizer.ts';
import { PROMPT_VERSION, buildPrompt } from './prompt.ts';

export interface Explanation {
  id: number;
  analysis: string;
}

export type DeltaListener = (text: string) => void;

interface Flight {
  /** Sanitized text so far: a late joiner gets it at once, then the deltas that follow. */
  text: string;
  listeners: Set<DeltaListener>;
  done: Promise<Explanation>;
}

export interface GeneratorOptions {
  db: Kysely<Database>;
  provider: AiProvider;
  config: AiConfig;
  log: FastifyBaseLogger;
}

/**
 * One explanation per question, prompt version and generation, paid for once. In this process
 * concurrent callers share one flight (and its stream of deltas); across instances the pending
 * row's unique key is the claim, and the others poll the row until it is ready. A caller that
 * goes away only stops listening: the generation goes on for the others and for the cache.
 */
export class ExplanationGenerator {
  private readonly flights = new Map<string, Flight>();
  private readonly options: GeneratorOptions;

  constructor(options: GeneratorOptions) {
    this.options = options;
  }

  async explain(
    questionId: number,
    loadSource: () => Promise<ExplainSource>,
    onDelta?: DeltaListener,
  ): Promise<Explanation> {
    const cached = await latestExplanation(this.options.db, questionId, PROMPT_VERSION);
    if (cached?.status === 'ready') {
      onDelta?.(cached.analysis);
      return { id: cached.id, analysis: cached.analysis };
    }
    const key = `${questionId}:${PROMPT_VERSION}`;
    let flight = this.flights.get(key);
    if (flight) {
      if (onDelta && flight.text) onDelta(flight.text);
      if (onDelta) flight.listeners.add(onDelta);
    } else {
      const created: Flight = {
        text: '',
        listeners: new Set(onDelta ? [onDelta] : []),
        done: Promise.resolve({ id: 0, analysis: '' }),
      };
      created.done = this.run(questionId, loadSource, created).finally(() =>
        this.flights.delete(key),
      );
      this.flights.set(key, created);
      flight = created;
    }
    try {
      return await flight.done;
    } finally {
      if (onDelta) flight.listeners.delete(onDelta);
    }
  }

  private async run(
    questionId: number,
    loadSource: () => Promise<ExplainSource>,
    flight: Flight,
  ): Promise<Explanation> {
    const { db, config } = this.options;
    // Another instance's generation gets its own deadline plus a margin before we give up.
    const deadline = Date.now() + config.timeoutMs + 5_000;
    let delay = 50;
    for (;;) {
      const row = await latestExplanation(db, questionId, PROMPT_VERSION);
      if (row?.status === 'ready') {
        emit(flight, row.analysis);
        return { id: row.id, analysis: row.analysis };
      }
      if (row?.status === 'pending') {
        // A claim older than any generation may last was left by a crashed instance.
        if (Date.parse(row.claimed_at) < Date.now() - config.timeoutMs - 30_000) {
          await dropPending(db, row.id, row.claimed_at);
          continue;
        }
        if (Date.now() > deadline) throw new ApiError(ApiCode.SERVER_ERROR, AI_TIMEOUT_MESSAGE);
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 1_000);
        continue;
      }
      const id = await claimExplanation(
        db,
        {
          questionId,
          promptVersion: PROMPT_VERSION,
          generation: row ? row.generation + 1 : 1,
          provider: this.options.provider.name,
        },
        isoNow(),
      );
      if (id !== null) return this.generate(id, loadSource, flight);
    }
  }

  private async generate(
    id: number,
    loadSource: () => Promise<ExplainSource>,
    flight: Flight,
  ): Promise<Explanation> {
    const { db, provider, log } = this.options;
    const started = Date.now();
    try {
      const source = await loadSource();
      const stream = provider.stream({ ...buildPrompt(source), question: source });
      const sanitizer = new StreamSanitizer();
      for await (const chunk of stream) emit(flight, sanitizer.push(chunk));
      emit(flight, sanitizer.end());
      if (flight.text.trim() === '') throw new AiProviderError('failed', 'empty answer');
      await completeExplanation(
        db,
        id,
        {
          analysis: flight.text,
          model: provider.model,
          promptTokens: stream.usage.promptTokens,
          completionTokens: stream.usage.completionTokens,
          durationMs: Date.now() - started,
        },
        isoNow(),
      );
      return { id, analysis: flight.text };
    } catch (error) {
      // No half-written row may block the next try.
      await dropPending(db, id).catch((err: unknown) => log.error({ err }, 'AI claim not dropped'));
      log.warn({ err: error, explanationId: id }, 'AI explanation failed');
      const message = error instanceof AiProviderError ? error.message : AI_FAILED_MESSAGE;
      throw new ApiError(ApiCode.SERVER_ERROR, message, { cause: error });
    }
  }
}

function emit(flight: Flight, text: string) {
  if (!text) return;
  flight.text += text;
  for (const listener of flight.listeners) {
    try {
      listener(text);
    } catch {
      // A listener whose client went away must not stop the others.
    }
  }
}
