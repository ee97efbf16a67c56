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
        for await (const text of readEvents(response.body, usage)) {
          if (!received) clearTimeout(firstToken);
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
  }
}

interface ChunkPayload {
  choices?: Array<{ delta?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: unknown;
}

/** The `data:` lines of a server-sent-event stream, up to `[DONE]`. */
async function* readEvents(body: ReadableStream<Uint8Array>, usage: AiUsage) {
  const decoder = new TextDecoder();
  let buffer = '';
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
      if (payload.error) {
        throw new AiProviderError('failed', JSON.stringify(payload.error).slice(0, 300));
      }
      if (payload.usage) {
        usage.promptTokens = payload.usage.prompt_tokens ?? 0;
        usage.completionTokens = payload.usage.completion_tokens ?? 0;
      }
      const text = payload.choices?.[0]?.delta?.content;
      if (typeof text === 'string' && text !== '') yield text;
    }
  }
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
