import {
  AiProviderError,
  type AiProvider,
  type AiRequest,
  type AiStream,
  type AiUsage,
} from './ai-provider.ts';

export interface OpenAiCompatibleConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  firstTokenTimeoutMs: number;
}

/**
 * Any OpenAI-compatible chat-completions endpoint (DeepSeek, Qwen, GLM, OpenAI …), streamed.
 * One overall deadline and a shorter one for the first token; a transient failure (no
 * connection, 429, 5xx) is retried once, but only while nothing has reached the learner, so a
 * retry never repeats text.
 */
export function createOpenAiCompatible(config: OpenAiCompatibleConfig): AiProvider {
  return {
    name: 'openai',
    model: config.model,
    stream(request: AiRequest, signal?: AbortSignal): AiStream {
      const usage: AiUsage = { promptTokens: 0, completionTokens: 0 };
      return {
        usage,
        [Symbol.asyncIterator]: () => generate(config, request, usage, signal),
      };
    },
  };
}

const RETRY_DELAY_MS = 200;
/**
 * Upper bound on what one answer may bill: the prompt asks for at most 800 汉字 and the
 * sanitizer keeps 6000 characters, so this only cuts off a model that rambles.
 */
export const MAX_COMPLETION_TOKENS = 1500;

async function* generate(
  config: OpenAiCompatibleConfig,
  request: AiRequest,
  usage: AiUsage,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  const total = setTimeout(expire, config.timeoutMs);
  const firstToken = setTimeout(expire, config.firstTokenTimeoutMs);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward);
  let received = false;
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify({
            model: config.model,
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: MAX_COMPLETION_TOKENS,
            temperature: 0.3,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
          }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const detail = `HTTP ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`;
          if (attempt === 1 && (response.status === 429 || response.status >= 500)) {
            await pause(RETRY_DELAY_MS, controller.signal);
            continue;
          }
          throw new AiProviderError('failed', detail);
        }
        // Reasoning models stream `reasoning_content` long before any answer text: any event
        // shows the upstream is alive, so it ends the wait for the first token.
        const alive = () => clearTimeout(firstToken);
        for await (const text of readEvents(response.body, usage, alive)) {
          received = true;
          yield text;
        }
        return;
      } catch (error) {
        if (timedOut) throw new AiProviderError('timeout', 'deadline passed', { cause: error });
        if (error instanceof AiProviderError || signal?.aborted) throw error;
        // fetch rejects with a TypeError when it cannot connect or the connection breaks.
        if (!received && attempt === 1) {
          await pause(RETRY_DELAY_MS, controller.signal);
          continue;
        }
        throw new AiProviderError('failed', String(error), { cause: error });
      }
    }
  } finally {
    clearTimeout(total);
    clearTimeout(firstToken);
    signal?.removeEventListener('abort', forward);
    // A consumer that stopped early (enough text) must not leave the upstream writing.
    controller.abort();
  }
}

interface ChunkPayload {
  choices?: Array<{ delta?: { content?: string | null }; finish_reason?: string | null }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: unknown;
}

/**
 * The text of a server-sent-event stream. An answer is complete only with `[DONE]` or a
 * `stop` finish reason: one cut off (the body ends early, or the model ran out of tokens or
 * was filtered) is a failure, never stored as if it were whole.
 */
async function* readEvents(body: ReadableStream<Uint8Array>, usage: AiUsage, onEvent: () => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  let stopped = false;
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      let payload: ChunkPayload;
      try {
        payload = JSON.parse(data) as ChunkPayload;
      } catch {
        throw new AiProviderError('failed', `unreadable event: ${data.slice(0, 100)}`);
      }
      onEvent();
      if (payload.error) {
        throw new AiProviderError('failed', JSON.stringify(payload.error).slice(0, 300));
      }
      if (payload.usage) {
        usage.promptTokens = payload.usage.prompt_tokens ?? 0;
        usage.completionTokens = payload.usage.completion_tokens ?? 0;
      }
      const choice = payload.choices?.[0];
      const text = choice?.delta?.content;
      if (typeof text === 'string' && text !== '') yield text;
      const reason = choice?.finish_reason;
      if (reason === 'stop') stopped = true;
      else if (reason) throw new AiProviderError('failed', `answer cut off: ${reason}`);
    }
  }
  if (!stopped) throw new AiProviderError('failed', 'stream ended before [DONE]');
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
