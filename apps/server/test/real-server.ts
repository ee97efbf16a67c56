import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './spawn-server.ts';

/**
 * The real server as `npm start` runs it (main.ts, the embedded database, demo content), in a
 * child process that a durability test can kill outright (SIGKILL, no shutdown) and start
 * again on the same database file.
 */
export class RealServer {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-kill-'));
  base = '';
  private child: ChildProcess | null = null;

  async start(): Promise<void> {
    const { child, baseURL } = await startServerProcess({
      // Only what the server reads (config/env.ts); nothing of the test process leaks in.
      env: {
        NODE_ENV: 'production',
        ALLOW_DEMO_PROVIDERS: 'true',
        // A fresh random secret per run: production refuses a known one.
        APP_SECRET: crypto.randomBytes(32).toString('base64url'),
        DATABASE_URL: path.join(this.dir, 'kill.db'),
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(this.dir, 'no-web'),
        // No media ports: tests run several of these servers side by side.
        LIVE_MEDIA: 'off',
      },
    });
    this.child = child;
    this.base = baseURL;
  }

  /** A call as the site's clients make it: the session in both APIs' headers, JSON bodies. */
  async api<T>(method: string, url: string, body?: unknown, token?: string) {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(token ? { token, authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as { code: number; msg: string; data: T };
  }

  /** A session of a demo account (password shangan123). */
  async login(account: string): Promise<string> {
    const res = await this.api<{ token: string }>('POST', '/api/v1/pc/login', {
      type: '1',
      account,
      password: 'shangan123',
    });
    return res.data.token;
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    await this.kill();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
