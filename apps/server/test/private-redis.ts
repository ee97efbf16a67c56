import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether this machine can run a private Redis for the fault tests. */
export const canRunPrivateRedis = fs.existsSync(REDIS_SERVER);

/**
 * A throw-away redis-server of one test file, on a free port of 127.0.0.1 and without any
 * persistence, so a test can stop, pause and start it again under a running app (never the
 * shared Redis other tests use).
 */
export class PrivateRedis {
  // Made on the first start, so a test file that skips its tests leaves nothing behind.
  private dir = '';
  port = 0;
  private child: ChildProcess | null = null;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (on the same port as before, after a stop) and resolves once it answers PING. */
  async start(): Promise<void> {
    if (this.child) throw new Error('the private Redis is running already');
    if (this.port === 0) this.port = await freePort();
    if (!this.dir) this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-redis-'));
    const child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    for (;;) {
      if (child.exitCode !== null) {
        this.child = null;
        throw new Error(`redis-server exited with ${child.exitCode}`);
      }
      if (await answersPing(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Stops it as an operator would (SIGTERM); connections are closed. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // A paused server handles no signal but SIGKILL until it runs again.
    child.kill('SIGCONT');
    child.kill(signal);
    await exited;
  }

  /** Stalls it: connections stay open, nothing is answered (SIGSTOP). */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  async dispose(): Promise<void> {
    await this.stop('SIGKILL');
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}
