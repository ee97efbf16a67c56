import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { prepareLiveClass, startLiveServer } from './lib/live.ts';
import { rssBytes } from './lib/process-memory.ts';

/**
 * Live-room chat fan-out (docs/areas/live.md): one server on the embedded database, VIEWERS
 * learners each holding the room's event stream (SSE), and MESSAGES chat messages sent at a
 * steady RATE by SENDERS of them (each within the chat's own rate limit). For every message
 * and every viewer: the time from the send to the event arriving. The viewers run in this
 * process, so the figures include its own reading of 500 sockets.
 */
const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 500);
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 200);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 20);
// Each sender stays under 5 messages per 10 s: RATE / SENDERS per second each.
const SENDERS = Math.min(VIEWERS, Math.max(1, Math.ceil(RATE * 2.5)));

interface Viewer {
  token: string;
  request: http.ClientRequest;
}

export async function benchLiveChat(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-live-chat-bench-'));
  const databasePath = path.join(dir, 'bench.db');
  const server = await startLiveServer(databasePath);
  const { baseURL } = server;
  const base = new URL(baseURL);
  const viewers: Viewer[] = [];
  try {
    const { session, tokens } = await prepareLiveClass(databasePath, {
      viewers: VIEWERS,
      state: 'live',
    });
    const sessionId = session.id;
    const idle = rssBytes(server.pid) ?? 0;

    // Every message's send time, and each viewer's arrival times.
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let delivered = 0;
    let lastDelivery = 0;
    let allDelivered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      allDelivered = resolve;
    });
    const expected = VIEWERS * MESSAGES;
    const onFrame = (frame: string) => {
      const match = /"content":"bench#(\d+)"/.exec(frame);
      if (!match) return;
      const at = performance.now();
      latencies.push(at - sentAt.get(Number(match[1]))!);
      delivered += 1;
      lastDelivery = at;
      if (delivered === expected) allDelivered();
    };

    const connectStart = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        viewers.push({ token, request: await connect(base, sessionId, token, onFrame) });
      }),
    );
    const connectMs = performance.now() - connectStart;
    const connected = rssBytes(server.pid) ?? 0;

    const sendLatencies: number[] = [];
    const interval = 1000 / RATE;
    const start = performance.now();
    const sends: Array<Promise<void>> = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const token = tokens[i % SENDERS]!;
      sentAt.set(i, performance.now());
      sends.push(
        send(baseURL, token, sessionId, `bench#${i}`).then((ms) => {
          sendLatencies.push(ms);
        }),
      );
    }
    await Promise.all(sends);
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    const after = rssBytes(server.pid) ?? 0;
    const seconds = (lastDelivery - start) / 1000;

    console.log(
      `\nLive chat fan-out — embedded SQLite, ${VIEWERS} viewers on SSE, ${MESSAGES} messages ` +
        `at ${RATE}/s from ${SENDERS} senders`,
    );
    console.table([
      {
        'delivered / expected': `${delivered} / ${expected}`,
        'p50 ms': round(percentile(latencies, 50)),
        'p99 ms': round(percentile(latencies, 99)),
        'max ms': round(latencies.reduce((a, b) => Math.max(a, b), 0)),
        'deliveries/s': Math.round(delivered / seconds),
        'send p50 ms': round(percentile(sendLatencies, 50)),
        'send p99 ms': round(percentile(sendLatencies, 99)),
      },
    ]);
    console.table([
      {
        'server RSS idle MiB': mib(idle),
        [`with ${VIEWERS} viewers MiB`]: mib(connected),
        'after the messages MiB': mib(after),
        [`${VIEWERS} connections took ms`]: Math.round(connectMs),
      },
    ]);
  } finally {
    for (const viewer of viewers) viewer.request.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens one viewer's event stream and hands every complete event to `onFrame`. */
function connect(
  base: URL,
  sessionId: number,
  token: string,
  onFrame: (frame: string) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: `/api/v1/pc/live/sessions/${sessionId}/events`,
        headers: { authorization: `Bearer ${token}` },
        // A socket per viewer, as 500 browsers would have.
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`events answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            onFrame(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
          }
        });
        res.on('error', () => undefined);
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

async function send(
  baseURL: string,
  token: string,
  sessionId: number,
  content: string,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/v1/pc/live/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, content }),
  });
  const envelope = (await res.json()) as { code: number; msg: string };
  if (envelope.code !== 200) throw new Error(`send refused: ${envelope.msg}`);
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

if (import.meta.main) await benchLiveChat();
