import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { freePort } from './net.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcessOptions {
  /** The whole environment of the child (HOST and PORT are added): nothing else leaks in. */
  env: Record<string, string | undefined>;
  /** Relative to the repository root; the server as `npm start` runs it by default. */
  script?: string;
  stdio?: StdioOptions;
  /** Polled until it answers 2xx. */
  readyPath?: string;
  timeoutMs?: number;
}

/**
 * A server in its own process on a free port of 127.0.0.1, resolved once it answers
 * `readyPath`. Used by the durability tests (which SIGKILL it), the benchmarks and the browser
 * tests.
 */
export async function startServerProcess(
  options: ServerProcessOptions,
): Promise<{ child: ChildProcess; baseURL: string }> {
  const script = options.script ?? 'apps/server/src/main.ts';
  const readyPath = options.readyPath ?? '/healthz';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: options.stdio ?? 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${readyPath} within ${timeoutMs / 1000} s`);
    }
    try {
      if ((await fetch(baseURL + readyPath)).ok) return { child, baseURL };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
