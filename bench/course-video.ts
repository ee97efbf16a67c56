import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createSession } from '../apps/server/src/modules/accounts/public.ts';
import { seedOwnerVideo } from '../apps/server/src/modules/course-video/public.ts';
import { BENCH_SECONDS } from './lib/load.ts';
import { startProcess } from './lib/server.ts';

/**
 * Protected video (docs/areas/course-video.md): how many viewers one machine serves. Each
 * simulated viewer is its own signed-in account and plays as hls.js does, as fast as the server
 * answers: play info (which starts its stream), the playlist written for it, the single-use key,
 * then the encrypted segments one after another, and again with the next lesson. Printed: the
 * first plays (each video packaged by ffmpeg on its first play), then requests per second by kind
 * for each number of concurrent viewers, and how many viewers watching in real time (one 5 s
 * segment every 5 s each) that rate of segments would carry.
 */
const VIDEOS = Number(process.env.VIDEO_BENCH_VIDEOS ?? 6);
const VIDEO_SECONDS = 60;
const VIEWERS = (process.env.VIDEO_BENCH_VIEWERS ?? '10,50,200').split(',').map(Number);

type Kind = 'playInfo' | 'playlist' | 'key' | 'segment';
const KINDS: Kind[] = ['playInfo', 'playlist', 'key', 'segment'];

interface Tally {
  latencies: Record<Kind, number[]>;
  bytes: number;
  errors: number;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface PlayInfo {
  status: string;
  playlistUrl: string | null;
}

export async function benchCourseVideo(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-video-bench-'));
  const url = path.join(dir, 'bench.db');
  const viewers = Math.max(...VIEWERS);
  const { ownerIds, tokens } = await prepare(url, viewers);
  const server = await startProcess(
    'bench/course-video-server.ts',
    {
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
      APP_SECRET: crypto.randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      REDIS_URL: '',
      SEED_DEMO: 'false',
    },
    '/healthz',
  );
  try {
    const base = server.baseURL;
    // First plays: packaging (from the machine's cache of encoded slides when it has them).
    const firstPlays: number[] = [];
    for (const ownerId of ownerIds) {
      const started = performance.now();
      const info = await playInfo(base, tokens[0]!, ownerId);
      if (info.status !== 'ready') throw new Error(`video of lesson ${ownerId}: ${info.status}`);
      firstPlays.push(performance.now() - started);
    }
    const again = performance.now();
    await playInfo(base, tokens[0]!, ownerIds[0]!);
    const secondPlay = performance.now() - again;
    console.log(
      `\nProtected video — ${VIDEOS} lessons of ${VIDEO_SECONDS} s (5 s segments), ` +
        `first play of each (packaging) mean ${round(mean(firstPlays))} ms, ` +
        `max ${round(Math.max(...firstPlays))} ms; a later play ${round(secondPlay)} ms`,
    );

    const rows: Array<Record<string, string | number>> = [];
    for (const count of VIEWERS) {
      const tally = await watch(base, tokens.slice(0, count), ownerIds, BENCH_SECONDS * 1000);
      const perSecond = (kind: Kind) => round(tally.latencies[kind].length / BENCH_SECONDS);
      const total = KINDS.reduce((sum, kind) => sum + tally.latencies[kind].length, 0);
      const segments = tally.latencies.segment.length / BENCH_SECONDS;
      rows.push({
        viewers: count,
        'req/s': round(total / BENCH_SECONDS),
        'playInfo/s': perSecond('playInfo'),
        'playlist/s': perSecond('playlist'),
        'key/s': perSecond('key'),
        'segment/s': perSecond('segment'),
        'MB/s': round(tally.bytes / BENCH_SECONDS / 1e6),
        'segment p50 ms': round(quantile(tally.latencies.segment, 0.5)),
        'segment p99 ms': round(quantile(tally.latencies.segment, 0.99)),
        'playInfo p99 ms': round(quantile(tally.latencies.playInfo, 0.99)),
        'real-time viewers': Math.floor(segments * 5),
        errors: tally.errors,
      });
    }
    console.log(`Viewers playing as fast as served, ${BENCH_SECONDS} s per row`);
    console.table(rows);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every viewer plays lessons in a loop until the time is up; answers are checked as it goes. */
async function watch(
  base: string,
  tokens: string[],
  ownerIds: number[],
  durationMs: number,
): Promise<Tally> {
  const tally: Tally = {
    latencies: { playInfo: [], playlist: [], key: [], segment: [] },
    bytes: 0,
    errors: 0,
  };
  const deadline = performance.now() + durationMs;
  const timed = async <T>(kind: Kind, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    tally.latencies[kind].push(performance.now() - started);
    return result;
  };
  await Promise.all(
    tokens.map(async (token, index) => {
      let lesson = index;
      while (performance.now() < deadline) {
        try {
          const ownerId = ownerIds[lesson++ % ownerIds.length]!;
          const info = await timed('playInfo', () => playInfo(base, token, ownerId));
          const playlist = await timed('playlist', async () => {
            const res = await fetch(base + info.playlistUrl!);
            if (!res.ok) throw new Error(`playlist ${res.status}`);
            return res.text();
          });
          const keyUrl = /URI="([^"]+)"/.exec(playlist)![1]!;
          const key = await timed('key', async () => {
            const res = await fetch(base + keyUrl, {
              headers: { authorization: `Bearer ${token}` },
            });
            return Buffer.from(await res.arrayBuffer());
          });
          if (key.length !== 16) throw new Error('no key');
          for (const segment of playlist.split('\n').filter((line) => line.startsWith('/'))) {
            if (performance.now() >= deadline) break;
            const bytes = await timed('segment', async () => {
              const res = await fetch(base + segment);
              if (!res.ok) throw new Error(`segment ${res.status}`);
              return (await res.arrayBuffer()).byteLength;
            });
            tally.bytes += bytes;
          }
        } catch {
          tally.errors += 1;
        }
      }
    }),
  );
  return tally;
}

async function playInfo(base: string, token: string, ownerId: number): Promise<PlayInfo> {
  const res = await fetch(
    `${base}/api/v1/pc/courseVideo/playInfo?ownerKind=lesson&ownerId=${ownerId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const body = (await res.json()) as Envelope<PlayInfo>;
  if (body.code !== 200) throw new Error(`playInfo: ${body.msg}`);
  return body.data;
}

/** The database the server starts on: its lessons' videos recorded and the viewers signed in. */
async function prepare(url: string, viewers: number) {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    const now = new Date().toISOString();
    const ownerIds = Array.from({ length: VIDEOS }, (_, i) => 1 + i);
    await handle.db.transaction().execute(async (trx) => {
      for (const ownerId of ownerIds) {
        await seedOwnerVideo(trx, {
          ownerKind: 'lesson',
          ownerId,
          title: `压测课时 ${ownerId}：资料分析速算`,
          lines: ['增长率看分子分母', '比重变化看差值', '平均数与倍数', '截位直除法'],
          seconds: VIDEO_SECONDS,
          now,
        });
      }
    });
    const tokens: string[] = [];
    for (let i = 0; i < viewers; i++) {
      const user = await handle.db
        .insertInto('app_user')
        .values({
          uuid: crypto.randomUUID(),
          phone: `177${String(10_000_000 + i)}`,
          user_name: `video_bench_${i}`,
          invite_code: crypto.randomBytes(6).toString('hex'),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tokens.push(
        await createSession(handle.db, user.id, {
          keepLoggedIn: true,
          idleMinutes: 120,
          ip: '127.0.0.1',
          userAgent: 'video-bench',
        }),
      );
    }
    return { ownerIds, tokens };
  } finally {
    await handle.close();
  }
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

// Run alone: node bench/course-video.ts
if (import.meta.main) await benchCourseVideo();
