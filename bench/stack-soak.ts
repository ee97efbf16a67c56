import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { createLearner, grantCourse } from '../apps/server/test/learners.ts';
import { startPrivatePostgres, startPrivateRedis } from '../deploy/private-services.ts';
import { startStack, type Stack } from '../deploy/stack.ts';
import { rssMegabytes } from './lib/process-memory.ts';

/**
 * Steady mixed load on the two-instance stack (deploy/), as learners use the site: browsing
 * (home, a column, an article), searching, practising (drawing questions, saving answers), the
 * homework autosave, and paying for VIP on the side. Two parts:
 * - capacity: the same mix at rising connection counts, printing where throughput stops growing
 *   or p99 passes 100 ms, and what that is in learners per instance;
 * - soak: SOAK_MINUTES (5 in `npm run bench:soak`, 30 for the full run) at a steady load,
 *   printing every window's req/s, p99, errors and each instance's memory (flat = no leak).
 * Nothing is asserted; the figures are printed.
 */
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
const WINDOW_SECONDS = Number(process.env.SOAK_WINDOW_SECONDS ?? 30);
const SOAK_CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 32);
const STEP_SECONDS = Number(process.env.CAPACITY_STEP_SECONDS ?? 15);
const STEPS = [8, 16, 32, 64, 128];
/** Enough that no one learner searches faster than a person does (search is limited per learner). */
const LEARNERS = Number(process.env.SOAK_LEARNERS ?? 600);
/** An active learner sends about one request every 10 s (reading, answering, saving). */
const REQUESTS_PER_LEARNER_PER_SECOND = 0.1;
const COURSE = '2027国考行测系统精讲班';

interface Learner {
  token: string;
  exerciseId: number;
  questionIds: number[];
}

interface Fixture {
  learners: Learner[];
  articleIds: number[];
  catalogueId: number;
  homework: { id: number; itemId: number };
}

const KEYWORDS = ['公告', '申论', '面试', '国考 公告', '选调生', '分数线', '行测 资料分析'];
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** The kinds of request in the mix, as the soak's p99 by kind names them. */
const KINDS = ['home', 'column', 'article', 'search', 'start', 'save', 'homework'] as const;
type Kind = (typeof KINDS)[number];

/** One request of the mix: what learners do, weighted as they do it. */
function mixedRequest(fixture: Fixture): {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
} {
  const learner = pick(fixture.learners);
  const json = { 'content-type': 'application/json' };
  const roll = Math.random() * 20;
  if (roll < 3)
    return { kind: 'home', method: 'GET', path: '/api/v1/pc/linxuan/pc/index', headers: {} };
  if (roll < 6)
    return {
      kind: 'column',
      method: 'GET',
      path: '/api/v1/pc/articles?columnId=1&page=1',
      headers: {},
    };
  if (roll < 8)
    return {
      kind: 'article',
      method: 'GET',
      path: `/api/v1/pc/articles/${pick(fixture.articleIds)}`,
      headers: {},
    };
  if (roll < 11) {
    return {
      kind: 'search',
      method: 'GET',
      path: `/api/v1/pc/search?keyword=${encodeURIComponent(pick(KEYWORDS))}`,
      headers: { authorization: `Bearer ${learner.token}` },
    };
  }
  if (roll < 13) {
    return {
      kind: 'start',
      method: 'POST',
      path: '/gxw-web-student/v2/catalogue/getCatalogueQuestion',
      headers: { ...json, token: learner.token },
      body: JSON.stringify({ catalogueId: fixture.catalogueId, count: 10 }),
    };
  }
  if (roll < 18) {
    return {
      kind: 'save',
      method: 'POST',
      path: '/gxw-web-student/historyPaper/submitAnswer',
      headers: { ...json, token: learner.token },
      body: JSON.stringify({
        exerciseId: learner.exerciseId,
        answers: [
          {
            questionId: pick(learner.questionIds),
            answer: pick(['A', 'B', 'C', 'D']),
            timeSpent: 30,
          },
        ],
      }),
    };
  }
  return {
    kind: 'homework',
    method: 'POST',
    path: '/api/v1/app/studentAnswers/update',
    headers: { ...json, authorization: `Bearer ${learner.token}` },
    body: JSON.stringify({
      homeworkId: fixture.homework.id,
      answers: [{ itemId: fixture.homework.itemId, text: `soak ${Date.now()}` }],
    }),
  };
}

async function prepare(stack: Stack): Promise<Fixture> {
  const handle = openDatabase(stack.databaseUrl);
  const learners: Learner[] = [];
  let fixture: Omit<Fixture, 'learners'>;
  try {
    const db = handle.db;
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', COURSE)
      .executeTakeFirstOrThrow();
    const tokens: string[] = [];
    for (let i = 0; i < LEARNERS; i += 1) {
      const learner = await createLearner(db);
      await grantCourse(db, learner.id, course.id);
      tokens.push(learner.token);
    }
    const articles = await db
      .selectFrom('news_article')
      .select('id')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    const catalogue = await db
      .selectFrom('qb_catalogue')
      .select('id')
      .where('level', '=', 1)
      .where('vip_only', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const paper = await db
      .selectFrom('qb_paper')
      .select('id')
      .where('vip_only', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const homework = await db
      .selectFrom('hw_homework')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .selectFrom('hw_item')
      .select('id')
      .where('homework_id', '=', homework.id)
      .where('kind', '=', 'subjective')
      .executeTakeFirstOrThrow();
    fixture = {
      articleIds: articles.map((row) => row.id),
      catalogueId: catalogue.id,
      homework: { id: homework.id, itemId: item.id },
    };
    for (const token of tokens) {
      const res = await fetch(
        `${stack.baseURL}/gxw-web-student/historyPaper/paperQuestions?paperId=${paper.id}`,
        { headers: { token } },
      );
      const body = (await res.json()) as {
        data: {
          exercise: { id: number };
          questions: Array<{
            id: number;
            questionTypeCode: string;
            sonQuestion: Array<{ id: number; questionTypeCode: string }>;
          }>;
        };
      };
      learners.push({
        token,
        exerciseId: body.data.exercise.id,
        questionIds: body.data.questions
          .flatMap((q) => (q.questionTypeCode === 'composite' ? q.sonQuestion : [q]))
          .filter((q) => q.questionTypeCode === 'single_choose')
          .map((q) => q.id),
      });
    }
  } finally {
    await handle.close();
  }
  return { ...fixture, learners: learners.filter((learner) => learner.questionIds.length > 0) };
}

interface Window {
  responses: number;
  errors: number;
  /** Latencies by kind of request, as the client timed them. */
  byKind: Map<Kind, number[]>;
  /** Answers other than 2xx, by HTTP status. */
  statuses?: Map<number, number>;
}

/** Runs the mix for `seconds`, calling `onWindow` every WINDOW_SECONDS with that window's figures. */
async function runMix(
  stack: Stack,
  fixture: Fixture,
  connections: number,
  seconds: number,
  onWindow?: (window: Window, index: number) => void,
): Promise<Window> {
  const emptyWindow = (): Window => ({ responses: 0, errors: 0, byKind: new Map() });
  const total: Window = { ...emptyWindow(), statuses: new Map() };
  let current = emptyWindow();
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: stack.baseURL,
      connections,
      duration: seconds,
      requests: [
        {
          // Timed here, not by autocannon: nginx closes a kept-alive connection after 1000
          // requests, and a request autocannon wrote into the closing one stays in its queue,
          // so from then on it pairs each answer on that connection with the request before
          // and reports ever longer times. The client's context carries the kind and the moment
          // the request was built, just before it is sent.
          setupRequest: (request, context) => {
            const { kind, ...next } = mixedRequest(fixture);
            Object.assign(context, { kind, sentAt: performance.now() });
            return { ...request, ...next };
          },
          onResponse: (status, _body, context) => {
            const { kind, sentAt } = context as { kind: Kind; sentAt: number };
            const latency = performance.now() - sentAt;
            for (const window of [current, total]) {
              window.responses += 1;
              const times = window.byKind.get(kind) ?? [];
              times.push(latency);
              window.byKind.set(kind, times);
              if (status >= 400) window.errors += 1;
            }
            if (status >= 400) total.statuses!.set(status, (total.statuses!.get(status) ?? 0) + 1);
          },
        },
      ],
    },
    () => finish(),
  );
  instance.on('reqError', () => {
    current.errors += 1;
    total.errors += 1;
  });
  let index = 0;
  const timer = onWindow
    ? setInterval(() => {
        const done = current;
        current = emptyWindow();
        onWindow(done, index++);
      }, WINDOW_SECONDS * 1000)
    : null;
  await finished;
  if (timer) clearInterval(timer);
  return total;
}

function allLatencies(window: Window): number[] {
  return [...window.byKind.values()].flat();
}

function p99(latencies: number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]! * 10) / 10
  );
}

function memory(stack: Stack): Record<string, string> {
  return Object.fromEntries(
    stack.instances.map((instance) => {
      const pid = instance.child?.pid;
      if (!pid) return [instance.name, 'stopped'];
      return [`${instance.name} MB`, rssMegabytes(pid)];
    }),
  );
}

/** Pays for VIP every couple of seconds beside the mix, through the proxy. */
async function payments(stack: Stack, fixture: Fixture, until: () => boolean) {
  let paid = 0;
  let failed = 0;
  const members = new Set<string>();
  while (!until()) {
    const learner = pick(fixture.learners);
    try {
      const call = async <T>(url: string, body?: object): Promise<T> => {
        const res = await fetch(`${stack.baseURL}/api/v1${url}`, {
          method: body ? 'POST' : 'GET',
          headers: {
            authorization: `Bearer ${learner.token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const envelope = (await res.json()) as { code: number; msg: string; data: T };
        if (envelope.code !== 200) throw new Error(envelope.msg);
        return envelope.data;
      };
      const groups = await call<Array<{ product: Array<{ id: number }> }>>(
        '/pc/getvipproduct?type=1',
      );
      const order = await call<{ url: string }>('/pc/vipOrders/create', {
        type: members.has(learner.token) ? 2 : 1,
        vipProductId: groups[0]!.product[0]!.id,
      });
      const { pathname, searchParams } = new URL(order.url);
      await call(`${pathname}/confirm`, { t: searchParams.get('t') });
      members.add(learner.token);
      paid += 1;
    } catch {
      failed += 1;
    }
    await sleep(2_000);
  }
  return { paid, failed };
}

/** Sends a few hundred requests of the mix one by one and says which kinds are refused, and why. */
async function probe(stack: Stack, fixture: Fixture) {
  const refused = new Map<string, number>();
  for (let i = 0; i < 300; i += 1) {
    const request = mixedRequest(fixture);
    const res = await fetch(stack.baseURL + request.path, {
      method: request.method,
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
    });
    const envelope = (await res.json()) as { code: number; msg: string };
    if (envelope.code !== 200) {
      const key = `${request.path.split('?')[0]} → ${envelope.code} ${envelope.msg}`;
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
  }
  if (refused.size > 0) console.log('refused in the mix:', Object.fromEntries(refused));
}

export async function benchStackSoak(): Promise<void> {
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
    const fixture = await prepare(running);
    const instances = running.instances.length;
    await probe(running, fixture);

    // Capacity: the mix at rising concurrency, after a warm-up whose figures are thrown away
    // (the first requests pay for connections, prepared statements and cold caches).
    await runMix(running, fixture, 16, STEP_SECONDS);
    const steps: Array<{ connections: number; 'req/s': number; 'p99 ms': number; errors: number }> =
      [];
    for (const connections of STEPS) {
      const window = await runMix(running, fixture, connections, STEP_SECONDS);
      steps.push({
        connections,
        'req/s': Math.round(window.responses / STEP_SECONDS),
        'p99 ms': p99(allLatencies(window)),
        errors: window.errors,
      });
    }
    const bend =
      steps.find(
        (step, i) =>
          step['p99 ms'] > 100 || (i > 0 && step['req/s'] < steps[i - 1]!['req/s'] * 1.1),
      ) ?? steps.at(-1)!;
    const best = Math.max(
      ...steps.filter((step) => step['p99 ms'] <= 100).map((step) => step['req/s']),
      0,
    );
    console.log(
      `\nCapacity — the mixed workload through nginx on ${instances} instances, ${STEP_SECONDS} s a step`,
    );
    console.table(steps);
    console.log(
      `bends at ${bend.connections} connections (${bend['req/s']} req/s, p99 ${bend['p99 ms']} ms); ` +
        `best with p99 ≤ 100 ms: ${best} req/s ≈ ${Math.round(best / REQUESTS_PER_LEARNER_PER_SECOND / instances)} ` +
        `active learners per instance (one request every ${1 / REQUESTS_PER_LEARNER_PER_SECOND} s each)`,
    );

    // Soak: steady load, a row per window, and the p99 of each kind of request per window.
    const rows: Array<Record<string, string | number>> = [];
    const kindRows: Array<Record<string, number>> = [];
    let soaking = true;
    const paying = payments(running, fixture, () => !soaking);
    const total = await runMix(
      running,
      fixture,
      SOAK_CONNECTIONS,
      SOAK_MINUTES * 60,
      (window, index) => {
        rows.push({
          minute: Math.round(((index + 1) * WINDOW_SECONDS) / 6) / 10,
          'req/s': Math.round(window.responses / WINDOW_SECONDS),
          'p99 ms': p99(allLatencies(window)),
          errors: window.errors,
          ...memory(running),
        });
        kindRows.push({
          minute: Math.round(((index + 1) * WINDOW_SECONDS) / 6) / 10,
          ...Object.fromEntries(KINDS.map((kind) => [kind, p99(window.byKind.get(kind) ?? [])])),
        });
      },
    );
    soaking = false;
    const pay = await paying;
    console.log(
      `\nSoak — ${SOAK_MINUTES} min at ${SOAK_CONNECTIONS} connections, a row every ${WINDOW_SECONDS} s`,
    );
    console.table(rows);
    console.log('p99 ms by kind of request, per window');
    console.table(kindRows);
    console.log(
      `in all: ${total.responses} answers, ${total.errors} errors ` +
        `(${[...total.statuses!].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none'}), ` +
        `p99 ${p99(allLatencies(total))} ms; ` +
        `VIP payments beside it: ${pay.paid} paid, ${pay.failed} failed`,
    );
  } finally {
    await stack?.stop();
    await redis.stop();
    postgres.remove();
  }
}

if (import.meta.main) await benchStackSoak();
