import { AI_TYPING_MS_PER_CHAR, ApiCode, Msg } from '@shangan/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api';
import { fetchAiAnalysisInfo } from '../api/ai-analysis-info';
import { streamAiAnalysis } from '../api/analysis-stream';
import { readAiNotice } from '../api/read-notice';
import type { AiAnalysisInfo, AiAnalysisResult } from '../types';
import { sessionResults } from '../lib/session-results';
import { createTypist, type Typist, type TypistState } from '../lib/typist';

/**
 * idle: the generate button. checking: status being fetched. consent: the 免责声明 dialog.
 * agreeing: consent being recorded. quota: the 提示 dialog. generating / done: the text.
 */
export type AiPhase =
  'idle' | 'checking' | 'consent' | 'agreeing' | 'quota' | 'generating' | 'done';

export interface AiAnalysisState {
  phase: AiPhase;
  notice: string;
  text: string;
  typing: boolean;
  result: AiAnalysisResult | null;
  /** Why the last attempt failed; the button offers another try. */
  error: string | null;
  /** What failed: only the status check (重试), or a generation (重新生成). */
  failedAt: 'check' | 'generation' | null;
  /** Free generations left today after this one (null for VIP or unknown). */
  remaining: number | null;
}

const INITIAL: AiAnalysisState = {
  phase: 'idle',
  notice: '',
  text: '',
  typing: false,
  result: null,
  error: null,
  failedAt: null,
  remaining: null,
};

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message || Msg.serverError : Msg.serverError;
const isAborted = (error: unknown) => isApiError(error) && error.kind === 'aborted';

/**
 * AI analysis for one question: status → (disclaimer) → generation, or the buy-VIP prompt.
 * A failure leaves things as they were, with the reason shown. Mount it
 * keyed by question: unmounting aborts a stream still running.
 */
export function useAiAnalysis(questionId: number) {
  const [state, setState] = useState<AiAnalysisState>(INITIAL);
  // The phase as of now, for code resuming after an await (state in its closure is old).
  const phase = useRef<AiPhase>(INITIAL.phase);
  const patch = useCallback((next: Partial<AiAnalysisState>) => {
    if (next.phase) phase.current = next.phase;
    setState((current) => ({ ...current, ...next }));
  }, []);
  const controller = useRef<AbortController | null>(null);
  const typist = useRef<Typist | null>(null);
  const info = useRef<AiAnalysisInfo | null>(null);

  useEffect(
    () => () => {
      phase.current = 'idle';
      controller.current?.abort();
      typist.current?.stop();
    },
    [],
  );

  const newTypist = useCallback(() => {
    typist.current?.stop();
    const next = createTypist({
      msPerChar: AI_TYPING_MS_PER_CHAR,
      onChange: ({ shown, typing }: TypistState) => patch({ text: shown, typing }),
    });
    typist.current = next;
    return next;
  }, [patch]);

  /** After a free user's generation: how many are left (a hint only, never a gate). */
  const refreshRemaining = useCallback(async () => {
    if (!info.current || info.current.isVip || info.current.remaining === null) return;
    try {
      const fresh = await fetchAiAnalysisInfo(undefined, { silent: true });
      patch({ remaining: fresh.isVip ? null : fresh.remaining });
    } catch {
      // The hint is optional.
    }
  }, [patch]);

  const generate = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const typing = newTypist();
    patch({
      phase: 'generating',
      error: null,
      failedAt: null,
      text: '',
      typing: true,
      result: null,
    });
    try {
      const result = await streamAiAnalysis(questionId, {
        onDelta: (text) => typing.push(text),
        signal: abort.signal,
      });
      // The final text is what was stored; it normally continues what streamed in.
      if (result.analysis.startsWith(typing.received)) {
        typing.push(result.analysis.slice(typing.received.length));
      } else {
        typing.reset(result.analysis);
      }
      typing.finish();
      sessionResults.set(questionId, result);
      patch({ phase: 'done', result });
      void refreshRemaining();
    } catch (error) {
      if (isAborted(error)) return;
      typing.stop();
      const usedUp =
        isApiError(error) &&
        error.code === ApiCode.FORBIDDEN &&
        error.message === Msg.aiQuotaUsedUp;
      patch({
        phase: usedUp ? 'quota' : 'idle',
        text: '',
        typing: false,
        error: usedUp ? null : messageOf(error),
        failedAt: usedUp ? null : 'generation',
      });
    }
  }, [newTypist, patch, questionId, refreshRemaining]);

  const start = useCallback(async () => {
    const seen = sessionResults.get(questionId);
    if (seen) {
      // Typed like a fresh one (10 ms a character), only without waiting for a stream.
      const typing = newTypist();
      patch({ phase: 'done', result: seen, error: null, failedAt: null, text: '', typing: true });
      typing.push(seen.analysis);
      typing.finish();
      return;
    }
    patch({ phase: 'checking', error: null, failedAt: null });
    let status: AiAnalysisInfo;
    try {
      status = await fetchAiAnalysisInfo(questionId, { silent: true });
    } catch (error) {
      patch({ phase: 'idle', error: messageOf(error), failedAt: 'check' });
      return;
    }
    info.current = status;
    patch({ remaining: status.isVip ? null : status.remaining });
    if (!status.canTriggerAi) patch({ phase: 'quota' });
    else if (!status.hasReadNotice)
      patch({ phase: 'consent', notice: status.noticeContent.content });
    else await generate();
  }, [generate, newTypist, patch, questionId]);

  const agree = useCallback(async () => {
    patch({ phase: 'agreeing' });
    try {
      await readAiNotice();
    } catch {
      // The client has shown why; the dialog stays open for another try.
      if (phase.current === 'agreeing') patch({ phase: 'consent' });
      return;
    }
    // Closed (or moved to another question) while consent was being saved: no generation.
    if (phase.current !== 'agreeing') return;
    await generate();
  }, [generate, patch]);

  const dismiss = useCallback(() => patch({ phase: 'idle' }), [patch]);

  const rated = useCallback(
    (thumbsUp: 1 | 0) => {
      setState((current) => {
        if (!current.result) return current;
        const result = { ...current.result, thumbsUp };
        sessionResults.set(questionId, result);
        return { ...current, result };
      });
    },
    [questionId],
  );

  return { state, start, agree, dismiss, rated };
}
