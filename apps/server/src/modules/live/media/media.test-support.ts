import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig, type LiveConfig } from '../../../config/env.ts';
import { freePort } from '../../../../test/net.ts';

/** The ffmpeg the server would use; the tests that push or record skip without it. */
export const FFMPEG = loadConfig({ NODE_ENV: 'test' }).video.ffmpegPath;
export const hasFfmpeg = spawnSync(FFMPEG, ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * The embedded media server on ports of the test's own, recording into a folder removed after
 * the file: what an app of the test needs as its `live` configuration.
 */
export async function embeddedLive(overrides: Partial<LiveConfig> = {}): Promise<LiveConfig> {
  const recordDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-live-'));
  afterAll(() => fs.rmSync(recordDir, { recursive: true, force: true }));
  const rtmpPort = await freePort();
  let mediaHttpPort = await freePort();
  while (mediaHttpPort === rtmpPort) mediaHttpPort = await freePort();
  return {
    ...loadConfig({ NODE_ENV: 'test' }).live,
    media: 'embedded',
    rtmpPort,
    mediaHttpPort,
    rtmpPublicUrl: `rtmp://127.0.0.1:${rtmpPort}/live`,
    recordDir,
    ...overrides,
  };
}

/**
 * A teacher's broadcast as OBS would send it: a generated test pattern with a tone, H.264 and
 * AAC over RTMP, in real time, until stopped.
 */
export function pushTestPattern(rtmpUrl: string): {
  child: ChildProcess;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
} {
  const child = spawn(
    FFMPEG,
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'],
      ...['-f', 'flv', rtmpUrl],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  return {
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls until `check` answers something truthy (state, not time, decides the test). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface FlvRead {
  status: number;
  contentType: string | null;
  /** The FLV signature and the kinds of the tags read (8 audio, 9 video, 18 script data). */
  signature: string;
  tagTypes: number[];
}

/**
 * Opens an FLV stream and keeps reading it in the background: `read` grows as tags arrive until
 * `close` hangs up (or the stream ends, then `ended` resolves).
 */
export async function openFlv(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const read: FlvRead = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    signature: '',
    tagTypes: [],
  };
  const ended = (async () => {
    if (!res.ok || !res.body) return;
    let buffer = Buffer.alloc(0);
    let offset = 13;
    try {
      for await (const chunk of res.body) {
        buffer = Buffer.concat([buffer, Buffer.from(chunk as Uint8Array)]);
        if (!read.signature && buffer.length >= 3)
          read.signature = buffer.subarray(0, 3).toString();
        while (buffer.length >= offset + 11) {
          const size = buffer.readUIntBE(offset + 1, 3);
          if (buffer.length < offset + 11 + size + 4) break;
          read.tagTypes.push(buffer[offset]!);
          offset += 11 + size + 4;
        }
      }
    } catch {
      // Hung up.
    }
  })();
  return {
    read,
    ended,
    close: async () => {
      controller.abort();
      await ended;
    },
  };
}

/** Reads an FLV stream until it has `tags` whole tags (or the stream ends), then hangs up. */
export async function readFlv(url: string, tags: number): Promise<FlvRead> {
  const stream = await openFlv(url);
  await Promise.race([
    stream.ended,
    waitFor(`${tags} FLV tags`, async () => stream.read.tagTypes.length >= tags),
  ]);
  await stream.close();
  return stream.read;
}
