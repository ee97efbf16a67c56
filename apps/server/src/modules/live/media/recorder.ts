import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The course videos' ffmpeg runner, for joining a session's parts. Its FfmpegMissingError (ffmpeg
 * could not be started) means here: no recording, no live HLS, no playback; FLV plays on. One
 * class for both modules, so the playback made from a recording tells it apart the same way.
 */
export { FfmpegMissingError, runFfmpeg } from '../../course-video/public.ts';

/** The live HLS: short segments in a short rolling list, for players without MSE. */
export const LIVE_SEGMENT_SECONDS = 2;
const LIVE_LIST_SIZE = 6;
/** A stream that sends nothing this long is taken as gone (its publisher left). */
const READ_TIMEOUT_US = 10_000_000;
/** A part smaller than this holds no picture worth keeping (ffmpeg wrote only its headers). */
export const MIN_PART_BYTES = 16 * 1024;
/** ffmpeg is asked to finish (SIGINT) and killed if it has not after this long. */
const STOP_GRACE_MS = 10_000;

export function sessionDir(recordDir: string, sessionId: number): string {
  return path.join(recordDir, String(sessionId));
}

export function hlsDirOf(recordDir: string, sessionId: number): string {
  return path.join(sessionDir(recordDir, sessionId), 'hls');
}

export function partsDirOf(recordDir: string, sessionId: number): string {
  return path.join(sessionDir(recordDir, sessionId), 'parts');
}

export interface RecorderOptions {
  ffmpegPath: string;
  recordDir: string;
  sessionId: number;
  /** The stream's HTTP-FLV address, made afresh for each run (it carries a signature). */
  input: () => string | null;
  /** Whether the stream is still published, so an ffmpeg that stopped should run again. */
  shouldRun: () => boolean;
  onMissing: () => void;
  log: FastifyBaseLogger;
}

/**
 * Records one session on this instance: an ffmpeg run reads the stream from the media server and
 * writes both the live HLS (`hls/`) and the recording as an MPEG-TS part (`parts/`), copying the
 * teacher's H.264 and AAC as they come (no encoding). Each run is a new part, so a teacher who
 * reconnects adds one; the end joins them. A run that stops while the stream is still published
 * is started again, waiting longer after each quick failure.
 */
export class Recorder {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private restartTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;
  private readonly options: RecorderOptions;

  constructor(options: RecorderOptions) {
    this.options = options;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts a run unless one is going (a publisher that resumed keeps the run it had). */
  start(): void {
    this.stopped = false;
    if (this.child || this.restartTimer) return;
    this.run();
  }

  private run(): void {
    const { ffmpegPath, recordDir, sessionId, log } = this.options;
    const input = this.options.input();
    if (!input) return;
    const hlsDir = hlsDirOf(recordDir, sessionId);
    const partsDir = partsDirOf(recordDir, sessionId);
    try {
      fs.mkdirSync(hlsDir, { recursive: true });
      fs.mkdirSync(partsDir, { recursive: true });
    } catch (err) {
      log.error({ err, sessionId }, 'live recording folder cannot be written');
      return;
    }
    // Time first, so the parts sort in recording order; random, so two instances never clash.
    const part = path.join(
      partsDir,
      `part-${String(Date.now()).padStart(15, '0')}-${crypto.randomBytes(3).toString('hex')}.ts`,
    );
    const copy = ['-map', '0:v?', '-map', '0:a?', '-c', 'copy'];
    const args = [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
      ...['-rw_timeout', String(READ_TIMEOUT_US), '-i', input],
      ...copy,
      ...['-f', 'hls', '-hls_time', String(LIVE_SEGMENT_SECONDS)],
      ...['-hls_list_size', String(LIVE_LIST_SIZE)],
      // Old segments go; the list never says it ended (the room's state says that); a new run
      // (a reconnect) numbers on from the clock, so its segments never reuse an earlier name.
      ...['-hls_flags', 'delete_segments+omit_endlist+independent_segments+discont_start'],
      ...['-hls_start_number_source', 'epoch'],
      ...['-hls_segment_filename', path.join(hlsDir, 's%d.ts'), path.join(hlsDir, 'index.m3u8')],
      ...copy,
      ...['-f', 'mpegts', part],
    ];
    const started = Date.now();
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    this.exited = new Promise((resolve) => {
      let done = false;
      const finish = (missing: boolean, code: number | null) => {
        if (done) return;
        done = true;
        if (this.child === child) this.child = null;
        dropIfEmpty(part);
        resolve();
        if (missing) {
          this.options.onMissing();
          return;
        }
        if (this.stopped) return;
        if (code !== 0) {
          log.warn(
            { sessionId, code, error: stderr.trim().split('\n').slice(-3).join(' | ') },
            'live recorder stopped',
          );
        }
        this.failures = Date.now() - started > 60_000 ? 0 : this.failures + 1;
        if (!this.options.shouldRun()) return;
        const delay = Math.min(30_000, 1000 * 2 ** Math.min(5, this.failures));
        this.restartTimer = setTimeout(() => {
          this.restartTimer = null;
          if (!this.stopped && this.options.shouldRun()) this.run();
        }, delay);
        this.restartTimer.unref();
      };
      child.once('error', (err: NodeJS.ErrnoException) =>
        finish(err.code === 'ENOENT' || err.code === 'EACCES', null),
      );
      child.once('exit', (code) => finish(false, code));
    });
  }

  /** Asks ffmpeg to finish its files (SIGINT), kills it if it will not; no new run starts. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) {
      clearTimeout(this.restartTimer);
      this.restartTimer = null;
    }
    const child = this.child;
    if (!child) return this.exited;
    child.kill('SIGINT');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    killer.unref();
    await this.exited;
    clearTimeout(killer);
  }
}

function dropIfEmpty(file: string): void {
  try {
    if (fs.statSync(file).size < MIN_PART_BYTES) fs.rmSync(file, { force: true });
  } catch {
    // Never written: nothing to drop.
  }
}
