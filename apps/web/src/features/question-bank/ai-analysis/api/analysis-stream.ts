/**
 * POST aigc/analysisStream — generation as server-sent events, so the first characters show
 * while the rest is still being written. The server answers either with the usual JSON
 * envelope (a refusal such as the used-up quota, or a finished explanation) or with an event
 * stream: `delta` {text} …, then `done` {id, analysis, thumbsUp} or `error` {code, msg}.
 * EventSource cannot send the `token` header, so this reads the fetch body itself.
 */
import { API_PREFIX, ApiCode, LEARNING_API_TIMEOUT_MS, Msg } from '@shangan/shared';
import type {
  AnalysisDeltaEvent,
  AnalysisErrorEvent,
  AnalysisResult as AiAnalysisResult,
} from '@shangan/shared/contracts/ai-analysis';
import { ApiError } from '../../../../lib/api';
import { parseBody } from '../../../../lib/api/http';
import { settleLearningEnvelope } from '../../../../lib/api/learning-api';
import { getLearningToken } from '../../../../lib/session-storage';
import { createSseParser, type SseEvent } from '../../../../lib/sse-parser';

export interface StreamHandlers {
  /** A piece of the text, in order. */
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

const fail = (code: number, message: string, status = 200) =>
  new ApiError({
    api: 'learning',
    kind: 'business',
    code,
    status,
    message: message || Msg.serverError,
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Resolves with the finished explanation; rejects with an ApiError (never for code 200). */
export async function streamAiAnalysis(
  questionId: number,
  { onDelta, signal }: StreamHandlers,
): Promise<AiAnalysisResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LEARNING_API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = {
    Accept: 'text/event-stream, application/json',
    'Content-Type': 'application/json',
  };
  const token = getLearningToken();
  if (token) headers.token = token;

  try {
    const response = await fetch(`${API_PREFIX.learning}/aigc/analysisStream`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ questionId }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) {
      return fromEnvelope(response.status, await response.text(), onDelta);
    }
    return await readStream(response.body, onDelta);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    const kind = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network';
    const message = kind === 'timeout' ? Msg.timeout : kind === 'network' ? Msg.networkError : '';
    throw new ApiError({ api: 'learning', kind, code: 0, status: 0, message, cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function fromEnvelope(
  status: number,
  text: string,
  onDelta: (text: string) => void,
): AiAnalysisResult {
  // Refusals are silent here: the AI block shows them itself.
  const result = settleLearningEnvelope<AiAnalysisResult | null>(
    status,
    parseBody(status, text),
    true,
  );
  if (!result) throw fail(ApiCode.SERVER_ERROR, Msg.serverError, status);
  // A finished explanation answered in one piece: it is typed out all the same.
  onDelta(result.analysis);
  return result;
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<AiAnalysisResult> {
  // Set from the parser's callback, hence an object rather than two narrowed lets.
  const outcome: { result?: AiAnalysisResult; failure?: ApiError } = {};
  const parser = createSseParser((event: SseEvent) => {
    if (outcome.result || outcome.failure) return;
    // Each field is checked: the events are the contract's shapes, but the bytes are a network's.
    const payload = parseJson(event.data) as Partial<
      Record<keyof (AnalysisDeltaEvent & AnalysisErrorEvent), unknown>
    > | null;
    if (event.event === 'delta' && typeof payload?.text === 'string') onDelta(payload.text);
    else if (event.event === 'done' && payload) {
      outcome.result = payload as unknown as AiAnalysisResult;
    } else if (event.event === 'error') {
      const code = Number(payload?.code ?? ApiCode.SERVER_ERROR);
      outcome.failure = fail(code, typeof payload?.msg === 'string' ? payload.msg : '');
    }
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
    if (outcome.result || outcome.failure) {
      void reader.cancel().catch(() => undefined);
      break;
    }
  }
  parser.push(decoder.decode());
  parser.end();
  if (outcome.failure) throw outcome.failure;
  if (!outcome.result) throw fail(ApiCode.SERVER_ERROR, 'AI解析生成中断，请重试');
  return outcome.result;
}
