import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HomeworkSheet } from '@shangan/shared/contracts/homework';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { createLearner, grantCourse } from '../apps/server/test/learners.ts';
import { startPrivatePostgres, startPrivateRedis } from '../deploy/private-services.ts';
import { startStack, type Stack } from '../deploy/stack.ts';
import { rssMegabytes } from './lib/process-memory.ts';

/**
 * Faults on the two-instance stack (deploy/): nginx in front of two app instances on a
 * PostgreSQL and a Redis of their own. Learners keep saving homework answers and paying for VIP
 * through the proxy, retrying what fails as the site's clients do, while one instance is
 * killed (SIGKILL) and started again, PostgreSQL restarts, and Redis goes away and comes back.
 * Prints, per phase, what was acknowledged and what the learners saw fail; then checks that every
 * acknowledged answer and payment is there, and that no instance died of the faults. Nothing is
 * asserted: the figures are printed. `npm run bench:faults`; FAULT_PHASE_SECONDS sets each phase.
 */
const WORKERS = Number(process.env.FAULT_WORKERS ?? 24);
const PHASE_SECONDS = Number(process.env.FAULT_PHASE_SECONDS ?? 8);
const COURSE = '2027国考行测系统精讲班';
const HOMEWORK = '片段阅读课后作业';
/** How long a learner's client keeps retrying one request before it gives up. */
const GIVE_UP_MS = 20_000;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface PhaseStats {
  phase: string;
  acknowledged: number;
  payments: number;
  /** Answers a learner saw fail before a retry went through. */
  failures: number;
  /** Of those, answered with the clear 503 message. */
  unavailable: number;
  gaveUp: number;
  longestRecoveryMs: number;
}

interface Learner extends Client {
  acked: number;
  sent: number;
  member: boolean;
  paid: number[];
}

let phase: PhaseStats = blankPhase('start');
/** Payment steps refused with a 4xx, by message (a learner paying twice at once, say). */
const refusals = new Map<string, number>();

function blankPhase(name: string): PhaseStats {
  return {
    phase: name,
    acknowledged: 0,
    payments: 0,
    failures: 0,
    unavailable: 0,
    gaveUp: 0,
    longestRecoveryMs: 0,
  };
}

/** Who sends a request: a session, and a loopback address of their own (per-IP limits). */
interface Client {
  token: string;
  address: string;
}

/** One HTTP exchange from the client's own address: status and JSON body. */
function send(
  base: string,
  url: string,
  client: Client,
  body?: object,
): Promise<{ status: number; json: unknown }> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method: body ? 'POST' : 'GET',
        localAddress: client.address,
        timeout: 10_000,
        headers: {
          authorization: `Bearer ${client.token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** One request as a client would send it, retried on a network error or a 5xx until it lands. */
async function request<T>(
  base: string,
  url: string,
  client: Client,
  body?: object,
): Promise<T | null> {
  const started = Date.now();
  let failed = false;
  for (;;) {
    try {
      const res = await send(base, url, client, body);
      const envelope = res.json as Envelope<T>;
      if (res.status < 500 && envelope.code === 200) {
        if (failed) {
          phase.longestRecoveryMs = Math.max(phase.longestRecoveryMs, Date.now() - started);
        }
        return envelope.data;
      }
      if (res.status < 500 && envelope.code !== 503) throw new Error(`${url}: ${envelope.msg}`);
      if (envelope.msg === '服务暂时不可用，请稍后再试') phase.unavailable += 1;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(url)) throw error;
    }
    if (!failed) phase.failures += 1;
    failed = true;
    if (Date.now() - started > GIVE_UP_MS) {
      phase.gaveUp += 1;
      return null;
    }
    await sleep(200);
  }
}

async function work(
  base: string,
  learner: Learner,
  index: number,
  homework: { id: number; itemId: number },
  until: () => boolean,
) {
  while (!until()) {
    learner.sent += 1;
    const n = learner.sent;
    const saved = await request(base, '/api/v1/app/studentAnswers/update', learner, {
      homeworkId: homework.id,
      answers: [{ itemId: homework.itemId, text: `learner ${index} save ${n}` }],
    });
    if (saved) {
      learner.acked = n;
      phase.acknowledged += 1;
    }
    if (n % 20 === 0) await pay(base, learner);
    await sleep(50);
  }
}

async function pay(base: string, learner: Learner) {
  const groups = await request<Array<{ product: Array<{ id: number }> }>>(
    base,
    '/api/v1/pc/getvipproduct?type=1',
    learner,
  );
  if (!groups) return;
  const order = await request<{ id: number; url: string }>(
    base,
    '/api/v1/pc/vipOrders/create',
    learner,
    { type: learner.member ? 2 : 1, vipProductId: groups[0]!.product[0]!.id },
  ).catch((error: unknown) => {
    refusals.set(String(error), (refusals.get(String(error)) ?? 0) + 1);
    return null;
  });
  if (!order) return;
  const { pathname, searchParams } = new URL(order.url);
  const confirmed = await request(base, `/api/v1${pathname}/confirm`, learner, {
    t: searchParams.get('t'),
  }).catch((error: unknown) => {
    refusals.set(String(error), (refusals.get(String(error)) ?? 0) + 1);
    return null;
  });
  if (confirmed === null) return;
  learner.member = true;
  learner.paid.push(order.id);
  phase.payments += 1;
}

async function learners(databaseUrl: string): Promise<Learner[]> {
  const handle = openDatabase(databaseUrl);
  try {
    const course = await handle.db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', COURSE)
      .executeTakeFirstOrThrow();
    const list: Learner[] = [];
    for (let i = 0; i < WORKERS; i += 1) {
      const learner = await createLearner(handle.db);
      await grantCourse(handle.db, learner.id, course.id);
      list.push({
        token: learner.token,
        address: `127.0.0.${10 + i}`,
        acked: 0,
        sent: 0,
        member: false,
        paid: [],
      });
    }
    return list;
  } finally {
    await handle.close();
  }
}

function rss(stack: Stack): string {
  return stack.instances
    .map((instance) => {
      const pid = instance.child?.pid;
      if (!pid) return `${instance.name}: stopped`;
      return `${instance.name}: ${rssMegabytes(pid)} MB`;
    })
    .join(', ');
}

export async function benchStackFaults(): Promise<void> {
  const postgres = await startPrivatePostgres();
  const redis = await startPrivateRedis();
  let stack: Stack | null = null;
  try {
    stack = await startStack({
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      fresh: true,
      quiet: true,
    });
    const running = stack;
    const people = await learners(postgres.url);
    const list = await request<{ list: Array<{ homeworkId: number; title: string }> }>(
      running.baseURL,
      '/api/v1/pc/studentAnswers?type=todo',
      people[0]!,
    );
    const homeworkId = list!.list.find((row) => row.title === HOMEWORK)!.homeworkId;
    const sheet = await request<HomeworkSheet>(
      running.baseURL,
      `/api/v1/app/studentAnswers/${homeworkId}`,
      people[0]!,
    );
    const itemId = sheet!.items.find((item) => item.kind === 'subjective')!.itemId;
    const unexpectedExits: string[] = [];
    for (const instance of running.instances) {
      instance.child?.once('exit', (code, signal) => {
        if (signal !== 'SIGKILL') unexpectedExits.push(`${instance.name} (${code ?? signal})`);
      });
    }

    let stopping = false;
    const workers = people.map((learner, index) =>
      work(running.baseURL, learner, index, { id: homeworkId, itemId }, () => stopping),
    );
    const phases: PhaseStats[] = [];
    const runPhase = async (
      name: string,
      fault: () => Promise<void>,
      heal: () => Promise<void>,
    ) => {
      phase = blankPhase(name);
      await fault();
      await sleep(PHASE_SECONDS * 1000);
      await heal();
      phases.push(phase);
    };
    const none = async () => {};
    await runPhase('steady', none, none);
    await runPhase(
      'app1 killed (SIGKILL), then started again',
      () => running.instances[0]!.kill('SIGKILL'),
      () => running.instances[0]!.start(),
    );
    await runPhase(
      'PostgreSQL down 2 s, then back',
      async () => {
        postgres.stop();
        await sleep(2_000);
        postgres.start();
      },
      none,
    );
    await runPhase(
      'Redis down, then back',
      () => redis.stop(),
      () => redis.start(),
    );
    await runPhase('steady again', none, none);
    stopping = true;
    await Promise.all(workers);

    // Every acknowledged answer and payment must be there.
    let lostAnswers = 0;
    let lostPayments = 0;
    for (const learner of people) {
      const view = await request<HomeworkSheet>(
        running.baseURL,
        `/api/v1/app/studentAnswers/${homeworkId}`,
        learner,
      );
      const text = view?.answers.find((answer) => answer.itemId === itemId)?.text ?? '';
      const stored = Number(/save (\d+)$/.exec(text)?.[1] ?? 0);
      if (stored < learner.acked) lostAnswers += 1;
      for (const orderId of learner.paid) {
        const state = await request<number>(
          running.baseURL,
          `/api/v1/pc/vipOrders/geState/${orderId}`,
          learner,
        );
        if (state !== 1) lostPayments += 1;
      }
    }

    console.log(
      `\nFaults on the stack — nginx → ${running.instances.length} instances, private PostgreSQL ` +
        `and Redis, ${WORKERS} learners saving answers and paying, ${PHASE_SECONDS} s per phase`,
    );
    console.table(
      phases.map((p) => ({
        phase: p.phase,
        'answers acked': p.acknowledged,
        'payments acked': p.payments,
        'failed, then retried': p.failures,
        '503 answers (服务暂时不可用)': p.unavailable,
        'gave up': p.gaveUp,
        'longest recovery ms': p.longestRecoveryMs,
      })),
    );
    const paid = people.reduce((sum, learner) => sum + learner.paid.length, 0);
    const acked = people.reduce((sum, learner) => sum + learner.acked, 0);
    console.log(
      `acknowledged answers lost: ${lostAnswers} of ${WORKERS} learners' last saves ` +
        `(${acked} saves acked in all); acknowledged payments lost: ${lostPayments} of ${paid}`,
    );
    console.log(
      `instances that died of a fault: ${unexpectedExits.length ? unexpectedExits.join(', ') : 'none'}; memory now: ${rss(running)}`,
    );
    if (refusals.size > 0) console.log('payment steps refused:', Object.fromEntries(refusals));
  } finally {
    await stack?.stop();
    await redis.stop();
    postgres.remove();
  }
}

if (import.meta.main) await benchStackFaults();
