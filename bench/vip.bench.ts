import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAYMENT_POLL_INTERVAL_MS } from '@shangan/shared';
import { startProcess, startShanganServer } from './lib/server.ts';

/**
 * VIP payment: how long after the gateway's notification the waiting VIP dialog learns that the
 * order is paid — pushed (server-sent events) versus polled (geState every 1.5 s, as the
 * dialog does). Each round renews a membership through the local demo gateway: the dialog's
 * stream and poll start at order creation, the "phone" confirms after a random pause (people
 * do not pay in step with the poll), and both arrival times are taken from the confirm.
 */
const ROUNDS = Number(process.env.VIP_BENCH_ROUNDS ?? 20);
// Production (which the bench runs) refuses a known secret: a fresh one per run.
const SECRET = crypto.randomBytes(32).toString('base64url');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface Row {
  path: string;
  samples: number[];
}

export async function benchVip(): Promise<void> {
  const rows: Row[] = [];
  const server = await startShanganServer();
  try {
    rows.push(...(await measureRounds(server.baseURL, server.baseURL, 'one instance')));
  } finally {
    await server.stop();
  }

  // Two instances on one database and one Redis: the stream is held by one, the gateway's
  // notification lands on the other, and Redis pub/sub carries the event across.
  const redisUrl = process.env.BENCH_REDIS_URL;
  if (redisUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-bench-vip-'));
    const env = {
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
      APP_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATABASE_URL: path.join(dir, 'bench.db'),
      REDIS_URL: redisUrl,
    };
    const first = await startProcess('apps/server/src/main.ts', env, '/healthz');
    const second = await startProcess('apps/server/src/main.ts', env, '/healthz');
    try {
      rows.push(...(await measureRounds(first.baseURL, second.baseURL, 'two instances + Redis')));
    } finally {
      await first.stop();
      await second.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  console.log(`\nVIP payment — notify to dialog, ${ROUNDS} payments per row`);
  console.table(
    rows.map(({ path: name, samples }) => {
      const sorted = [...samples].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return {
        path: name,
        'mean ms': round(sorted.reduce((s, v) => s + v, 0) / sorted.length),
        'p50 ms': round(at(0.5)),
        'p95 ms': round(at(0.95)),
        'max ms': round(sorted.at(-1)!),
      };
    }),
  );
}

async function measureRounds(dialogBase: string, gatewayBase: string, label: string) {
  const token = await register(dialogBase);
  const call = <T>(base: string, url: string, body?: object) =>
    request<T>(`${base}/api/v1${url}`, token, body);

  const groups = await call<Array<{ product: Array<{ id: number }> }>>(
    dialogBase,
    '/pc/getvipproduct?type=1',
  );
  const month = groups[0]!.product[0]!.id;
  const pushed: number[] = [];
  const polled: number[] = [];

  for (let round = 0; round <= ROUNDS; round++) {
    const order = await call<{ id: number; url: string }>(dialogBase, '/pc/vipOrders/create', {
      type: round === 0 ? 1 : 2,
      vipProductId: month,
    });
    const controller = new AbortController();
    const push = waitForPush(
      `${dialogBase}/api/v1/pc/vipOrders/events/${order.id}`,
      token,
      controller.signal,
    );
    const poll = waitForPoll(
      () => call<number>(dialogBase, `/pc/vipOrders/geState/${order.id}`),
      controller.signal,
    );

    await sleep(Math.random() * PAYMENT_POLL_INTERVAL_MS);
    const { pathname, searchParams } = new URL(order.url);
    const started = performance.now();
    await call(gatewayBase, `${pathname}/confirm`, { t: searchParams.get('t') });
    const [pushedAt, polledAt] = await Promise.all([push, poll]);
    controller.abort();
    // Round 0 only makes the learner a member; its figures are warm-up.
    if (round === 0) continue;
    pushed.push(pushedAt - started);
    polled.push(polledAt - started);
  }
  return [
    { path: `pushed (SSE), ${label}`, samples: pushed },
    { path: `polled every ${PAYMENT_POLL_INTERVAL_MS} ms, ${label}`, samples: polled },
  ];
}

async function register(base: string): Promise<string> {
  const phone = `186${String(Date.now()).slice(-8)}`;
  const sms = await request<{ code: string }>(
    `${base}/api/v1/pc/sms_send?phone=${phone}&type=register`,
    '',
  );
  const login = await request<{ token: string }>(`${base}/api/v1/h5/lxuserRegister`, '', {
    realname: '压测学员',
    phone,
    code: sms.code,
    password: 'secret123',
  });
  return login.token;
}

async function request<T>(url: string, token: string, body?: object): Promise<T> {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

/** Resolves with the time the `paid` event arrived on the order's stream. */
async function waitForPush(url: string, token: string, signal: AbortSignal): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('event stream ended without paid');
    text += value;
    if (text.includes('event: paid')) return performance.now();
  }
}

/** Resolves with the time a poll every interval (the dialog's rhythm) first reads 1. */
async function waitForPoll(read: () => Promise<number>, signal: AbortSignal): Promise<number> {
  while (!signal.aborted) {
    await sleep(PAYMENT_POLL_INTERVAL_MS);
    if ((await read()) === 1) return performance.now();
  }
  throw new Error('aborted');
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
