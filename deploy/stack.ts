import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from './private-services.ts';

/**
 * The production-like stack on this machine: app instances on PostgreSQL and Redis behind
 * Debian's nginx (deploy/nginx.conf), no sticky sessions. `npm run stack` starts it and waits
 * for Ctrl-C; benchmarks and fault tests start it with `startStack()` and kill, stop and
 * restart its parts. Every instance gets the same secret, database, Redis and file store, as
 * instances on several hosts would share them.
 */
const root = path.resolve(import.meta.dirname, '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface StackOptions {
  /** App instances behind the proxy. */
  instances?: number;
  /** The proxy's port; 0 picks a free one. */
  port?: number;
  /** PostgreSQL database the stack uses; created (or emptied, with `fresh`) at start. */
  databaseUrl?: string;
  /** Redis the stack uses; its database is emptied with `fresh`. */
  redisUrl?: string;
  /** Start from an empty database and Redis (the demo content is seeded again). */
  fresh?: boolean;
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  /** Where the instances' output goes: inherited, or discarded. */
  quiet?: boolean;
}

export interface StackInstance {
  readonly name: string;
  readonly port: number;
  readonly baseURL: string;
  /** The running process, or null while stopped. */
  readonly child: ChildProcess | null;
  /** Kills it with the signal (SIGKILL: no shutdown at all) and waits for it to be gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
}

export interface Stack {
  /** The proxy's address: what learners reach. */
  baseURL: string;
  instances: StackInstance[];
  databaseUrl: string;
  redisUrl: string;
  /** The folder of the proxy's configuration, logs and the shared file store. */
  dir: string;
  /** Where teachers push (the first instance's embedded media server): rtmp://…/live. */
  rtmpUrl: string;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const count = options.instances ?? 2;
  const databaseUrl =
    options.databaseUrl ??
    process.env.STACK_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/shangan_stack';
  const redisUrl = options.redisUrl ?? process.env.STACK_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-stack-'));
  const webDist = path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  await prepareDatabase(databaseUrl, options.fresh ?? false);
  if (options.fresh) await emptyRedis(redisUrl);
  precompress(path.join(webDist, 'assets'));

  const port = options.port || (await freePort());
  const env: Record<string, string> = {
    ...pickEnv(['PATH', 'HOME', 'LANG', 'TZ', 'FFMPEG_PATH']),
    NODE_ENV: 'production',
    ALLOW_DEMO_PROVIDERS: 'true',
    APP_SECRET: crypto.randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // nginx replaces X-Forwarded-For with the address it saw: trust exactly that one hop.
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STORAGE_LOCAL_DIR: path.join(dir, 'uploads'),
    WEB_DIST_DIR: webDist,
    ...options.env,
  };
  // Live classes: the first instance runs the embedded media server (teachers push RTMP to it,
  // it records); the others play its streams as an external upstream, signed with the shared
  // APP_SECRET, and read its live HLS and recordings from the shared folder. Publishing needs no
  // hooks: only the first instance takes publishes.
  const rtmpPort = await freePort();
  let mediaHttpPort = await freePort();
  while (mediaHttpPort === rtmpPort) mediaHttpPort = await freePort();
  const rtmpUrl = `rtmp://127.0.0.1:${rtmpPort}/live`;
  const liveEnv = (index: number): Record<string, string> => ({
    LIVE_RECORD_DIR: path.join(dir, 'live'),
    LIVE_RTMP_PUBLIC_URL: rtmpUrl,
    ...(index === 0
      ? {
          LIVE_MEDIA: 'embedded',
          LIVE_RTMP_PORT: String(rtmpPort),
          LIVE_MEDIA_HTTP_PORT: String(mediaHttpPort),
        }
      : {
          LIVE_MEDIA: 'external',
          LIVE_FLV_UPSTREAM: `http://127.0.0.1:${mediaHttpPort}/live/{stream}.flv`,
        }),
  });
  const instances: AppInstance[] = [];
  for (let i = 0; i < count; i += 1) {
    instances.push(
      new AppInstance(
        `app${i + 1}`,
        await freePort(),
        { ...env, ...liveEnv(i), ...options.env },
        options.quiet ?? false,
      ),
    );
  }
  // The first one migrates and seeds; the others then find the database ready.
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((instance) => instance.start()));

  const prefix = path.join(dir, 'nginx');
  for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    fs.mkdirSync(path.join(prefix, sub), { recursive: true });
  }
  const config = fs
    .readFileSync(path.join(import.meta.dirname, 'nginx.conf'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{WORKERS}}', String(Math.max(1, Math.min(4, os.cpus().length))))
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{WEB_DIST}}', webDist)
    .replaceAll(
      '{{UPSTREAM_SERVERS}}',
      instances
        .map((instance) => `    server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=2s;`)
        .join('\n'),
    );
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: options.quiet ? 'ignore' : 'inherit',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${baseURL}/healthz`, nginx, 'nginx');
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
    throw error;
  }

  return {
    baseURL,
    instances,
    databaseUrl,
    redisUrl,
    dir,
    rtmpUrl,
    stop: async () => {
      nginx.kill('SIGQUIT');
      await Promise.all([exited(nginx), ...instances.map((instance) => instance.kill('SIGTERM'))]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

class AppInstance implements StackInstance {
  child: ChildProcess | null = null;
  readonly name: string;
  readonly port: number;
  readonly baseURL: string;
  private readonly env: Record<string, string>;
  private readonly quiet: boolean;

  constructor(name: string, port: number, env: Record<string, string>, quiet: boolean) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.quiet = quiet;
    this.baseURL = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env: { ...this.env, PORT: String(this.port) },
      stdio: this.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    await waitUntilAnswering(`${this.baseURL}/healthz`, child, this.name);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill(signal);
    await exited(child);
  }
}

async function prepareDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * Brotli and gzip copies of the build's text files beside them, for nginx's *_static modules:
 * compressed once at the best level instead of on every request at a fast one.
 */
function precompress(assets: string): void {
  for (const name of fs.readdirSync(assets)) {
    if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
    const file = path.join(assets, name);
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    if (!fs.existsSync(`${file}.br`)) {
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
    }
    if (!fs.existsSync(`${file}.gz`))
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

function pickEnv(names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  );
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilAnswering(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within 120 s`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
}

if (import.meta.main) {
  const port = Number(process.env.STACK_PORT ?? 8080);
  const stack = await startStack({ port, fresh: process.argv.includes('--fresh') });
  console.log(`\nShangan stack: ${stack.baseURL}  (nginx → ${stack.instances.length} instances)`);
  for (const instance of stack.instances) console.log(`  ${instance.name}: ${instance.baseURL}`);
  console.log(`  live classes: OBS pushes to ${stack.rtmpUrl} (app1's media server)`);
  console.log(`  PostgreSQL ${stack.databaseUrl}, Redis ${stack.redisUrl}; Ctrl-C stops it all.`);
  const stop = () => {
    void stack.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
