import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1 for tests and benchmarks. It
 * speaks the real streaming protocol (SSE `data:` lines, a usage chunk, `[DONE]`) and can be
 * told to answer slowly, stall, or fail, one behaviour per request in order.
 */
export interface FakeBehaviour {
  /** Answer with this HTTP status and an error body instead of a stream. */
  status?: number;
  chunks?: string[];
  /** Pause before each chunk (the first included). */
  delayMs?: number;
  /** Send this many chunks, then keep the connection open and silent. */
  stallAfter?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Sent first, as a reasoning model does before its answer (`reasoning_content`). */
  reasoning?: string[];
  /** The last chunk's finish reason ('length', 'content_filter' …); 'stop' by default. */
  finishReason?: string;
  /** End the body after the chunks with neither a finish reason nor [DONE]. */
  cutOff?: boolean;
}

export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages?: Array<{ role: string; content: string }>;
    max_tokens?: number;
  };
  /** Content chunks written so far (a client that stops reading leaves this short). */
  sent: number;
  /** Settles when the response is over, finished or dropped by the client. */
  closed: Promise<void>;
}

export const DEFAULT_CHUNKS = [
  '【考点】\n本题考查',
  '词语辨析。\n\n【解题思路】\n',
  '先看语境。\n\n【逐项分析】\nA. 错误。\nB. 正确。\n\n',
  '【易错点】\n注意近义词的细微差别。',
];

export async function startFakeOpenAi(initial: FakeBehaviour[] = []) {
  let queue = [...initial];
  let fallback: FakeBehaviour = {};
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const behaviour = queue.shift() ?? fallback;
      const record: FakeRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(raw || '{}') as FakeRequest['body'],
        sent: 0,
        closed: new Promise((resolve) => res.on('close', () => resolve())),
      };
      requests.push(record);
      if (behaviour.status && behaviour.status !== 200) {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure', code: behaviour.status } }));
        return;
      }
      void stream(res, behaviour, record);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function stream(res: http.ServerResponse, behaviour: FakeBehaviour, record: FakeRequest) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunks = behaviour.chunks ?? DEFAULT_CHUNKS;
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    for (const thought of behaviour.reasoning ?? []) {
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      if (res.destroyed) return;
      send({ choices: [{ index: 0, delta: { reasoning_content: thought }, finish_reason: null }] });
    }
    for (const [index, content] of chunks.entries()) {
      if (behaviour.stallAfter !== undefined && index >= behaviour.stallAfter) return;
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      if (res.destroyed) return;
      send({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      });
      record.sent++;
    }
    if (behaviour.stallAfter !== undefined && behaviour.stallAfter >= chunks.length) return;
    if (behaviour.cutOff) {
      res.end();
      return;
    }
    const finish_reason = behaviour.finishReason ?? 'stop';
    send({ id: 'chatcmpl-fake', choices: [{ index: 0, delta: {}, finish_reason }] });
    send({
      id: 'chatcmpl-fake',
      choices: [],
      usage: behaviour.usage ?? { prompt_tokens: 321, completion_tokens: chunks.length },
    });
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Behaviours for the next requests, in order; after them `fallback` applies. */
    script(next: FakeBehaviour[], then: FakeBehaviour = {}) {
      queue = [...next];
      fallback = then;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
