import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { SITE_VIEW_COOKIE, SITE_VIEW_DESKTOP } from '@shangan/shared';
import { startShanganServer } from './lib/server.ts';

/**
 * Page figures: Lighthouse's performance score, LCP, TBT, CLS and the JavaScript a first visit
 * downloads, for the pages people land on, against the real server (production mode, embedded
 * database with the demo content, the built web app), the desktop site's and the mobile site's
 * (`BENCH_PAGES_ONLY=手机版` for the mobile ones alone). Lighthouse's default mobile preset with
 * its simulated throttling, so the figures compare with any other Lighthouse report; each page
 * is measured `BENCH_PAGES_RUNS` times (default 2) and the median is printed. Nothing is
 * asserted: on a shared 2-core machine TBT and the score move from run to run. CLS moves far
 * less, but two shifts that land in one frame count as one larger shift, so a page that shifts
 * at all can score differently per run; every run's CLS is printed. `WEB_DIST_DIR` (read by the
 * server) measures another build of the web app, for a before/after comparison.
 *
 * The browser is Debian's Chromium (scripts/ensure-chromium.sh), never one downloaded for
 * Lighthouse.
 */
const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 2);
/** Only the pages whose name or path contains this text (e.g. 手机版), when set. */
const ONLY = process.env.BENCH_PAGES_ONLY ?? '';
const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The demo learner of the seed (modules/accounts/seed.ts). */
const LEARNER = { account: '13800000001', password: 'shangan123' };

interface Target {
  name: string;
  path: string;
  /** Opened as the demo learner (the session cookies the site reads) rather than a visitor. */
  asLearner?: boolean;
  /**
   * A page of the mobile site. Lighthouse's mobile preset sends a phone's user agent, which the
   * server sends to the mobile site, so the desktop pages are measured as a phone that chose
   * the desktop site (the site_view cookie).
   */
  mobile?: boolean;
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  firstLoadJs: number;
  shifts: Shift[];
}

interface Shift {
  score: number;
  element: string;
  causes: string;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  baseURL: string,
  path: string,
  init: { token?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.token) headers.token = init.token;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * The pages measured. The column and article are ones the browser tests open too (demo data);
 * the practice screen is the first free past paper's untimed practice, which a logged-in
 * learner opens straight from its URL (it starts the practice, or continues it on the next run).
 */
async function targets(baseURL: string, token: string): Promise<Target[]> {
  const papers = await call<{ list: Array<{ id: number; vipOnly: boolean }> }>(
    baseURL,
    '/gxw-web-student/historyPaper/page',
    { token, json: { page: 1, size: 20 } },
  );
  const paper = papers.list.find((p) => !p.vipOnly);
  if (!paper) throw new Error('the demo data has no free past paper to practise');
  return [
    { name: '首页', path: '/' },
    { name: '栏目 (职位表)', path: '/column/list/zhaoluzhiwei.html/zhiweibiao' },
    { name: '文章', path: '/articleDetail/5' },
    { name: '题库首页', path: '/questionBank' },
    {
      name: '真题练习',
      path: `/questionBank/overYearTrueTopicDetailTest?paperId=${paper.id}`,
      asLearner: true,
    },
    { name: '手机版首页', path: '/m/', mobile: true },
    { name: '手机版文章', path: '/m/article/5', mobile: true },
    {
      name: '手机版真题练习',
      path: `/m/questionBank/overYearTrueTopicDetailTest?paperId=${paper.id}`,
      asLearner: true,
      mobile: true,
    },
  ];
}

/**
 * One DevTools-protocol command to the browser itself (its cookie jar is shared by the tab
 * Lighthouse opens; Lighthouse clears caches and service workers before a run, not cookies).
 */
async function browserCommand(port: number, method: string, params: object): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method, params })));
    socket.addEventListener('message', (event) => {
      const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      socket.close();
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve();
    });
    socket.addEventListener('error', () => reject(new Error(`${method}: socket error`)));
  });
}

type Audits = LighthouseResult['audits'];
interface TableDetails {
  items: Array<Record<string, unknown>>;
}

function itemsOf(audits: Audits, id: string): Array<Record<string, unknown>> {
  const details = audits[id]?.details as TableDetails | undefined;
  return details?.items ?? [];
}

/**
 * Compressed (transfer) bytes of the scripts that finished before the load event. Both times
 * are observed ones (simulated throttling changes only the metrics): request times count from
 * the document request, the load event from the navigation start, which are the same moment to
 * a few milliseconds. A lazy page chunk that ends just after the event is left out, so the
 * figure can differ by a few tens of KiB from run to run.
 */
function firstLoadJs(audits: Audits): number {
  const load = Number(itemsOf(audits, 'metrics')[0]?.observedLoad ?? Infinity);
  return itemsOf(audits, 'network-requests')
    .filter((r) => r.resourceType === 'Script' && Number(r.networkEndTime) <= load)
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
}

/** The shifts Lighthouse lists (largest first), each with the element that moved most. */
function shiftsOf(audits: Audits): Shift[] {
  return itemsOf(audits, 'layout-shifts').map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const sub = (item.subItems as { items?: Array<{ cause?: string }> } | undefined)?.items ?? [];
    return {
      score: Number(item.score),
      element: `${node?.selector ?? '?'} ${node?.snippet ?? ''}`.slice(0, 140),
      causes: sub.map((s) => s.cause).join('; '),
    };
  });
}

/** Runs that fail to record (Lighthouse's NO_NAVSTART, now and then) are tried again. */
const ATTEMPTS = 4;

/**
 * One Lighthouse run in a browser of its own: a first visit every time (no cache, service
 * worker or state left by an earlier run), with the learner's session cookies when given.
 */
async function lighthouseRun(url: string, token: string | null, mobile: boolean) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const cookies = [
      ...(token ? ['edu_token', 'lx_token'].map((name) => ({ name, value: token, url })) : []),
      ...(mobile ? [] : [{ name: SITE_VIEW_COOKIE, value: SITE_VIEW_DESKTOP, url }]),
    ];
    if (cookies.length > 0) {
      await browserCommand(chrome.port, 'Storage.setCookies', { cookies });
    }
    return await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
  } finally {
    chrome.kill();
  }
}

async function measure(url: string, token: string | null, mobile: boolean): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouseRun(url, token, mobile);
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (result && !error) return figures(result.lhr);
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error?.code} ${error?.message}`);
    console.error(`${url}: ${error?.code}, trying again`);
  }
}

function figures(lhr: LighthouseResult): Run {
  const audits = lhr.audits;
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    firstLoadJs: firstLoadJs(audits),
    shifts: shiftsOf(audits),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  const server = await startShanganServer();
  const summary: Array<Record<string, string | number>> = [];
  const shiftTables: Array<[string, Shift[]]> = [];
  try {
    const login = await call<{ token: string }>(server.baseURL, '/api/v1/pc/login', {
      form: { type: '1', ...LEARNER },
    });
    const chosen = (await targets(server.baseURL, login.token)).filter(
      (target) => target.name.includes(ONLY) || target.path.includes(ONLY),
    );
    for (const target of chosen) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await measure(
            server.baseURL + target.path,
            target.asLearner ? login.token : null,
            target.mobile ?? false,
          ),
        );
      }
      const of = (key: 'score' | 'lcp' | 'tbt' | 'cls' | 'firstLoadJs') =>
        median(runs.map((r) => r[key]));
      summary.push({
        page: `${target.name} ${target.path}`,
        score: of('score'),
        'LCP ms': Math.round(of('lcp')),
        'TBT ms': Math.round(of('tbt')),
        CLS: Number(of('cls').toFixed(3)),
        'first-load JS KiB': Math.round(of('firstLoadJs') / 1024),
        'CLS per run': runs.map((r) => r.cls.toFixed(3)).join(' / '),
      });
      // The run with the largest CLS shows everything that moved.
      const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
      shiftTables.push([target.name, worst.shifts]);
    }
  } finally {
    await server.stop();
  }

  console.log(
    `\nPages — Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile preset, ` +
      'simulated throttling (first-load JS: compressed script bytes before the load event)',
  );
  console.table(summary);
  for (const [name, shifts] of shiftTables) {
    if (shifts.length === 0) continue;
    console.log(`\n${name} — layout shifts (the run with the largest CLS)`);
    console.table(
      shifts.map((s) => ({
        score: Number(s.score.toFixed(4)),
        element: s.element,
        causes: s.causes,
      })),
    );
  }
}

await main();
