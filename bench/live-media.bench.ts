import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/net.ts';
import { hmacHex } from '../apps/server/src/lib/crypto.ts';
import { prepareLiveClass, startLiveServer } from './lib/live.ts';
import { BENCH_SECONDS } from './lib/load.ts';

/**
 * Live classes' media (modules/live/media): how many viewers one app serves a class to. One
 * ffmpeg publisher pushes a 640x360 test pattern at about 1 Mbit/s into the embedded media server
 * over RTMP; N signed-in viewers play it as HTTP-FLV through the app (token, rights, the proxy),
 * beside one reference reader straight from the media server. Printed per number of viewers:
 * what each viewer received (kbit/s), how far behind the reference it fell (bytes lost: dropped
 * by the proxy for a slow viewer, or never delivered), stalls (1 s or more without data), viewers
 * dropped, and the app process's CPU (the media server runs inside it; the recorder's ffmpeg and
 * the publisher are processes of their own and not counted).
 */
const VIEWERS = (process.env.LIVE_BENCH_VIEWERS ?? '100,300').split(',').map(Number);
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const WARM_UP_MS = 2_000;
const STALL_MS = 1_000;

interface Viewer {
  bytes: number;
  stalls: number;
  ended: boolean;
  failed: boolean;
}

export async function benchLiveMedia(): Promise<void> {
  if (spawnSync(FFMPEG, ['-version'], { stdio: 'ignore' }).status !== 0) {
    console.log('\nLive media — skipped: no ffmpeg to publish with');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-live-bench-'));
  const appSecret = crypto.randomBytes(32).toString('base64url');
  const databaseUrl = path.join(dir, 'bench.db');
  const rtmpPort = await freePort();
  let httpPort = await freePort();
  while (httpPort === rtmpPort) httpPort = await freePort();
  const server = await startLiveServer(databaseUrl, {
    // The reference reader signs its own address with the secret the app derives from it.
    APP_SECRET: appSecret,
    LIVE_MEDIA: 'embedded',
    LIVE_RTMP_PORT: String(rtmpPort),
    LIVE_MEDIA_HTTP_PORT: String(httpPort),
    LIVE_RECORD_DIR: path.join(dir, 'live'),
  });
  const { baseURL } = server;
  let publisher: ReturnType<typeof spawn> | undefined;
  try {
    // A public class (free: every signed-in viewer may watch), live once the publisher is on.
    const { session, tokens } = await prepareLiveClass(databaseUrl, {
      viewers: Math.max(...VIEWERS),
      free: true,
    });
    const { id: sessionId, streamName, streamKey } = session;
    publisher = spawn(
      FFMPEG,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '50'],
        ...['-b:v', '900k', '-maxrate', '900k', '-bufsize', '1800k', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-b:a', '64k'],
        ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${streamName}?key=${streamKey}`],
      ],
      { stdio: 'ignore' },
    );
    await waitLive(baseURL, tokens[0]!, sessionId);
    console.log(
      `\nLive media — one publisher (640x360, ~1 Mbit/s) into the embedded server, viewers on ` +
        `HTTP-FLV through the app, ${BENCH_SECONDS} s per row after a ${WARM_UP_MS / 1000} s warm-up`,
    );
    const playSecret = hmacHex(appSecret, 'live-media-play').slice(0, 32);
    const rows: Array<Record<string, string | number>> = [];
    for (const count of VIEWERS) {
      const urls = await Promise.all(
        tokens.slice(0, count).map((token) => playerUrl(baseURL, token, sessionId)),
      );
      const reference = `http://127.0.0.1:${httpPort}/live/${streamName}.flv?sign=${playSign(`/live/${streamName}`, playSecret, 600)}`;
      const cpuBefore = cpuSeconds(server.pid);
      const run = await watch(
        urls.map((url) => baseURL + url),
        reference,
      );
      const cpu = cpuSeconds(server.pid) - cpuBefore;
      const rates = run.viewers
        .map((v) => (v.bytes * 8) / BENCH_SECONDS / 1000)
        .sort((a, b) => a - b);
      const lost = run.viewers.reduce(
        (sum, v) => sum + Math.max(0, run.reference.bytes - v.bytes),
        0,
      );
      rows.push({
        viewers: count,
        'reference kbit/s': round((run.reference.bytes * 8) / BENCH_SECONDS / 1000),
        'viewer kbit/s median': round(rates[Math.floor(rates.length / 2)] ?? 0),
        'viewer kbit/s min': round(rates[0] ?? 0),
        'total Mbit/s out': round(rates.reduce((sum, r) => sum + r, 0) / 1000),
        'bytes lost %': round((lost / Math.max(1, run.reference.bytes * count)) * 100),
        stalls: run.viewers.reduce((sum, v) => sum + v.stalls, 0),
        'viewers stalled': run.viewers.filter((v) => v.stalls > 0).length,
        dropped: run.viewers.filter((v) => v.ended || v.failed).length,
        'app CPU %': round((cpu / (run.seconds || 1)) * 100),
      });
    }
    console.table(rows);
  } finally {
    publisher?.kill('SIGKILL');
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every viewer and the reference read for the warm-up and then the measured window; bytes and
 * stalls count in the window only.
 */
async function watch(urls: string[], reference: string) {
  const controller = new AbortController();
  let measuring = false;
  const read = async (url: string): Promise<Viewer> => {
    const viewer: Viewer = { bytes: 0, stalls: 0, ended: false, failed: false };
    try {
      const res = await fetch(url, { signal: controller.signal });
      if (!res.ok || !res.body) {
        viewer.failed = true;
        return viewer;
      }
      let last = 0;
      for await (const chunk of res.body) {
        const now = performance.now();
        if (measuring) {
          viewer.bytes += (chunk as Uint8Array).byteLength;
          if (last && now - last >= STALL_MS) viewer.stalls += 1;
        }
        last = now;
      }
      viewer.ended = true;
    } catch {
      if (!controller.signal.aborted) viewer.failed = true;
    }
    return viewer;
  };
  const readers = urls.map(read);
  const referenceReader = read(reference);
  await sleep(WARM_UP_MS);
  measuring = true;
  const started = performance.now();
  await sleep(BENCH_SECONDS * 1000);
  measuring = false;
  const seconds = (performance.now() - started) / 1000;
  controller.abort();
  return { viewers: await Promise.all(readers), reference: await referenceReader, seconds };
}

async function waitLive(base: string, token: string, sessionId: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${base}/api/v1/pc/live/sessions/${sessionId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data?: { state?: string } };
    if (body.data?.state === 'live') return;
    if (Date.now() > deadline) throw new Error('the benchmark class did not go live');
    await sleep(200);
  }
}

async function playerUrl(base: string, token: string, sessionId: number): Promise<string> {
  const res = await fetch(`${base}/api/v1/pc/live/sessions/${sessionId}/player`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { flvUrl: string } };
  if (body.code !== 200) throw new Error(`player: ${body.msg}`);
  return body.data.flvUrl;
}

/**
 * The embedded media server's play signature (node-media-server's `sign={expires}-{md5}`), with
 * the secret the app derives from APP_SECRET: the reference reader goes to it directly.
 */
function playSign(streamPath: string, secret: string, ttlSeconds: number): string {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const hash = crypto.createHash('md5').update(`${streamPath}-${expires}-${secret}`).digest('hex');
  return `${expires}-${hash}`;
}

/** User and system CPU time of a process so far, in seconds (Linux /proc). */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

// Run alone: node bench/live-media.bench.ts
if (import.meta.main) await benchLiveMedia();
