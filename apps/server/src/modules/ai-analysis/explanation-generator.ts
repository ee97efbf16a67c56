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
  refreshClaim,
  type ExplanationKey,
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
  /** How the claim of a generation is kept alive; the defaults outside tests. */
  claim?: ClaimTiming;
}

/**
 * The generating instance marks its claim (the pending row's claimed_at) every `refreshMs`; a
 * claim not marked for `staleMs` was left by an instance that died, and another may take it
 * over. The stale time is several refreshes, so a slow database write or a busy event loop does
 * not pass for a death; it compares clocks of different instances, which therefore must agree
 * to within a few seconds (NTP).
 */
export interface ClaimTiming {
  refreshMs: number;
  staleMs: number;
}

export const DEFAULT_CLAIM_TIMING: ClaimTiming = { refreshMs: 5_000, staleMs: 15_000 };

/**
 * One explanation per question, prompt version, writer (provider and model) and generation,
 * paid for once. In this process
 * concurrent callers share one flight (and its stream of deltas); across instances the pending
 * row's unique key is the claim, and the others poll the row until it is ready, or until it
 * goes unrefreshed (its instance died) and they take it over (ClaimTiming). A caller that
 * goes away only stops listening: the generation goes on for the others and for the cache.
 */
export class ExplanationGenerator {
  private readonly flights = new Map<string, Flight>();
  private readonly options: GeneratorOptions;
  private readonly claim: ClaimTiming;

  constructor(options: GeneratorOptions) {
    this.options = options;
    this.claim = options.claim ?? DEFAULT_CLAIM_TIMING;
  }

  private keyOf(questionId: number): ExplanationKey {
    const { provider } = this.options;
    return {
      questionId,
      promptVersion: PROMPT_VERSION,
      provider: provider.name,
      model: provider.model,
    };
  }

  async explain(
    questionId: number,
    loadSource: () => Promise<ExplainSource>,
    onDelta?: DeltaListener,
  ): Promise<Explanation> {
    const explanationKey = this.keyOf(questionId);
    const cached = await latestExplanation(this.options.db, explanationKey);
    if (cached?.status === 'ready') {
      onDelta?.(cached.analysis);
      return { id: cached.id, analysis: cached.analysis };
    }
    const key = JSON.stringify(explanationKey);
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
      created.done = this.runOrFallBack(explanationKey, loadSource, created).finally(() =>
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

  /**
   * A rewrite of a thumbed-down explanation that fails leaves the learner with the old text
   * rather than an error: it was good enough to serve until just now.
   */
  private async runOrFallBack(
    key: ExplanationKey,
    loadSource: () => Promise<ExplainSource>,
    flight: Flight,
  ): Promise<Explanation> {
    try {
      return await this.run(key, loadSource, flight);
    } catch (error) {
      const stale = await latestExplanation(this.options.db, key, 'stale').catch(() => undefined);
      if (!stale) throw error;
      this.options.log.warn({ explanationId: stale.id }, 'AI rewrite failed, old text served');
      // Listeners that saw part of the failed rewrite get the whole old text in `done`.
      if (flight.text === '') emit(flight, stale.analysis);
      return { id: stale.id, analysis: stale.analysis };
    }
  }

  private async run(
    key: ExplanationKey,
    loadSource: () => Promise<ExplainSource>,
    flight: Flight,
  ): Promise<Explanation> {
    const { db, config } = this.options;
    const { staleMs } = this.claim;
    let delay = 50;
    for (;;) {
      const row = await latestExplanation(db, key);
      if (row?.status === 'ready') {
        emit(flight, row.analysis);
        return { id: row.id, analysis: row.analysis };
      }
      if (row?.status === 'pending') {
        // Its instance marks a live claim every few seconds: one left unmarked was abandoned
        // (the instance was killed), and is taken over at once rather than waited out. Only
        // while unmarked: a mark between our read and the drop keeps it.
        if (Date.now() - Date.parse(row.claimed_at) > staleMs) {
          await dropPending(db, row.id, row.claimed_at);
          continue;
        }
        // A live claim ends by its own deadline (AI_TIMEOUT_MS from the claim); one still
        // marked well after that belongs to a generation that will not finish in time.
        if (Date.now() - Date.parse(row.created_at) > config.timeoutMs + staleMs) {
          throw new ApiError(ApiCode.SERVER_ERROR, AI_TIMEOUT_MESSAGE);
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 1_000);
        continue;
      }
      const generation = row ? row.generation + 1 : 1;
      const id = await claimExplanation(db, { ...key, generation }, isoNow());
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
    // Aborting stops the upstream request (and its billing) once the text is long enough.
    const upstream = new AbortController();
    const stopMarking = this.keepClaimFresh(id);
    try {
      const source = await loadSource();
      const stream = provider.stream({ ...buildPrompt(source), question: source }, upstream.signal);
      const sanitizer = new StreamSanitizer();
      for await (const chunk of stream) {
        emit(flight, sanitizer.push(chunk));
        if (sanitizer.full) break;
      }
      emit(flight, sanitizer.end());
      if (flight.text.trim() === '') throw new AiProviderError('failed', 'empty answer');
      await completeExplanation(
        db,
        id,
        {
          analysis: flight.text,
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
    } finally {
      stopMarking();
      upstream.abort();
    }
  }

  /**
   * Marks the claim every refreshMs while this instance generates, so the others keep waiting
   * for it; answers the function that stops. A mark that fails (the database away a moment) is
   * only logged: the next may succeed, and the claim goes stale only after several missed.
   */
  private keepClaimFresh(id: number): () => void {
    const { db, log } = this.options;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const mark = async () => {
      let pending = true;
      try {
        pending = await refreshClaim(db, id, isoNow());
      } catch (err) {
        log.warn({ err, explanationId: id }, 'AI claim not refreshed');
      }
      // Completed, or dropped by another instance that took it for abandoned: nothing to keep.
      if (!stopped && pending) timer = setTimeout(() => void mark(), this.claim.refreshMs);
    };
    timer = setTimeout(() => void mark(), this.claim.refreshMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
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
