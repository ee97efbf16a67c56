/**
 * Keeps every core busy for a bounded time, to prove the test suite holds on a loaded machine:
 *
 *   npm exec -- node scripts/cpu-hog.ts [seconds] [workers] &
 *   npm test
 *
 * Defaults: 1200 seconds, one worker per CPU. It stops by itself when the time is up (and when
 * killed), so a forgotten hog cannot slow the machine for ever.
 */
import os from 'node:os';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

const MAX_SECONDS = 4 * 3600;

function spin(until: number): void {
  let x = 0;
  while (Date.now() < until) {
    // Arithmetic the engine cannot fold away, checked against the clock now and then.
    for (let i = 0; i < 1_000_000; i++) x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
  }
  if (x === -1) console.log(x);
}

function parsePositive(text: string | undefined, fallback: number, max: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}

if (isMainThread) {
  const seconds = parsePositive(process.argv[2] ?? process.env.CPU_HOG_SECONDS, 1200, MAX_SECONDS);
  const workers = parsePositive(
    process.argv[3] ?? process.env.CPU_HOG_WORKERS,
    os.availableParallelism(),
    256,
  );
  const until = Date.now() + seconds * 1000;
  console.log(`cpu-hog: ${workers} busy worker(s) for ${seconds} s (pid ${process.pid})`);
  for (let i = 0; i < workers; i++) {
    new Worker(new URL(import.meta.url), { workerData: { until } }).unref();
  }
  // The main thread only waits: the process ends when the time is up, whatever the workers do.
  setTimeout(() => process.exit(0), seconds * 1000).ref();
} else {
  spin((workerData as { until: number }).until);
}
