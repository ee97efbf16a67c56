import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

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
    const port = await freePort();
    this.child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: repoRoot,
      // Only what the server reads (config/env.ts); nothing of the test process leaks in.
      env: {
        NODE_ENV: 'production',
        ALLOW_DEMO_PROVIDERS: 'true',
        // A fresh random secret per run: production refuses a known one.
        APP_SECRET: crypto.randomBytes(32).toString('base64url'),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: path.join(this.dir, 'kill.db'),
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(this.dir, 'no-web'),
      },
      stdio: 'ignore',
    });
    this.base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not start');
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
