import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A PostgreSQL cluster and a Redis server of their own for the fault runs, which stop and
 * restart them: the machine's shared services stay untouched. Debian's binaries; the cluster
 * runs as the postgres user when started by root (PostgreSQL refuses to run as root).
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it (fast: open connections are cut) and starts it again. */
  restart(): void;
  remove(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (args: string[]) => {
    const command = path.join(PG_BIN, args[0]!);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args.slice(1)], {
          encoding: 'utf8',
        })
      : spawnSync(command, args.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr}`);
  };
  run(['initdb', '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const ctl = (action: string) =>
    run([
      'pg_ctl',
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      '-w',
      ...(action === 'stop' ? ['-m', 'fast'] : []),
      action,
    ]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shangan`,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    restart: () => ctl('restart'),
    remove: () => {
      try {
        ctl('stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i += 1) {
      if (await listening(port)) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    start,
    stop: async () => {
      const running = child;
      child = null;
      if (!running) return;
      running.kill('SIGKILL');
      await new Promise((resolve) => running.once('exit', resolve));
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
