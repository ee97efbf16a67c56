import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { redisFailed, redisReady } from '../../lib/redis-state.ts';

/**
 * Finished answers of public reads (home data, column pages, the column tree), kept as the bytes
 * that go on the wire: the serialized envelope, its gzip and brotli forms and an ETag. A route
 * opts in with `config: { publicCache: true }` when its answer is the same for every visitor;
 * a repeated request is then answered from the app's first onRequest hook, before the security
 * headers are computed, before validation, the handler and serialization, and without
 * compressing again.
 *
 * Whatever writes what these reads show (the demo seed at start-up; publishing news, changing
 * columns or ads from the staff side) calls `invalidatePublicContent(app)` once it has
 * committed: every instance drops what it holds, the others through a generation counter in
 * Redis that each one reads every GENERATION_CHECK_MS. A short time to live is the backstop for
 * what no write announces (read counts, ads starting and ending) and for an instance Redis
 * cannot reach.
 */

/**
 * How long an answer is reused before the handler is asked again. Short: what it is built from
 * may itself have been cached for a while (the news lists for 30 s), and a browser may keep it
 * for CLIENT_MAX_AGE_SECONDS more.
 */
export const RESPONSE_TTL_MS = 5_000;
/**
 * Once an answer has expired, one request asks the handler again while the others keep getting
 * the expired answer, for at most this long past its time: not every connection rebuilding it
 * at once.
 */
const REFRESH_GRACE_MS = 2_000;
/** How long a browser (or a cache in front of the site) may reuse an answer without asking. */
export const CLIENT_MAX_AGE_SECONDS = 5;
/** How often an instance looks whether another one has invalidated (Redis only). */
export const GENERATION_CHECK_MS = 500;

/** Bounds of what one process keeps: the least recently used answers go first. */
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Larger answers are not kept at all (none of the public reads comes near). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** As @fastify/compress is registered (security.ts): smaller answers go out uncompressed. */
const COMPRESS_THRESHOLD = 1024;

const CONTENT_TYPE = 'application/json; charset=utf-8';
/** Only a success envelope is kept; errors and business codes travel uncached. */
const SUCCESS_PREFIX = '{"code":200,';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on the URL alone, never on who asks (no login state, VIP flag or
     * per-user field) and the request changes nothing: it may be served from the response
     * cache. Refused at start-up for a route that resolves the user or is rate limited.
     */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicContent: PublicContent;
  }
}

export interface PublicContent {
  /**
   * Drops every cached public answer on every instance, after running the listeners (the data
   * caches behind the answers). Call it after the write has been committed.
   */
  invalidate(): Promise<void>;
  /** Runs on this instance's invalidations: a module clears the data it caches itself. */
  onInvalidate(listener: () => Promise<void> | void): void;
}

/** To be called by every write of what the public reads show (see PublicContent.invalidate). */
export function invalidatePublicContent(app: FastifyInstance): Promise<void> {
  return app.publicContent.invalidate();
}

/** One encoding of an answer, with every header it is written with (a flat list for writeHead). */
interface Form {
  body: Buffer;
  headers: string[];
}

interface Entry {
  generation: number;
  expires: number;
  etag: string;
  /** For a 304: replayed security headers, content type and validators. */
  headers: string[];
  identity: Form;
  gzip: Form | null;
  br: Form | null;
  /** Compressed once an answer is asked for again, so a sweep of one-off URLs costs no zlib. */
  compressing: boolean;
  /** When a request set out to replace the expired answer (0: none has yet). */
  refreshing: number;
  bytes: number;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Held once, computed in the thread pool: the best ratio is worth it for an answer sent often. */
async function compressed(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: gz, br };
}

/** What @fastify/compress would send, for the moments before the held forms are ready. */
function compressedNow(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.gzipSync(body);
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A one-off answer compressed as @fastify/compress would, for answers its route hook never
 * sees (the pages of the not-found handler).
 */
export function compressedFor(
  acceptEncoding: string | undefined,
  body: Buffer,
): { encoding: Encoding; body: Buffer } {
  const encoding = body.length < COMPRESS_THRESHOLD ? 'identity' : chooseEncoding(acceptEncoding);
  return { encoding, body: encoding === 'identity' ? body : compressedNow(body, encoding) };
}

/**
 * The encoding of the answer for an Accept-Encoding header: the held form with the highest
 * q-value (brotli on a tie), identity when the client takes neither (only deflate or zstd, say),
 * as @fastify/compress answers an encoding it cannot provide.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let br = -1;
  let gz = -1;
  let any = -1;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') q = Number(value) || 0;
    }
    if (token === 'br') br = q;
    else if (token === 'gzip' || token === 'x-gzip') gz = Math.max(gz, q);
    else if (token === '*') any = q;
  }
  if (br < 0) br = any;
  if (gz < 0) gz = any;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this (weak) ETag; comparison is weak, as for a GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.slice(2);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === bare;
  });
}

/**
 * The cache key: the route's path and the query as Fastify parsed it, names sorted. Two URLs
 * share a key only when the handler receives the same input from them.
 */
function cacheKey(path: string, request: FastifyRequest): string {
  let key = path;
  const query = request.query as Record<string, unknown>;
  const names = Object.keys(query);
  if (names.length > 0) {
    names.sort();
    key += `?${JSON.stringify(names.map((name) => [name, query[name]]))}`;
  }
  return key;
}

function form(headers: string[], body: Buffer, encoding: Encoding): Form {
  const length = ['content-length', String(body.length)];
  return {
    body,
    headers:
      encoding === 'identity'
        ? [...headers, ...length]
        : [...headers, 'content-encoding', encoding, ...length],
  };
}

/** Gives an entry its compressed forms; answers the bytes they add. */
function addForms(entry: Entry, forms: { gzip: Buffer; br: Buffer }): number {
  entry.gzip = form(entry.headers, forms.gzip, 'gzip');
  entry.br = form(entry.headers, forms.br, 'br');
  const added = forms.gzip.length + forms.br.length;
  entry.bytes += added;
  return added;
}

/** Least recently used first out, bounded in entries and bytes (a Map keeps insertion order). */
function lruStore() {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const evict = () => {
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };
  return {
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    /** Without counting as a use. */
    peek(key: string): Entry | undefined {
      return entries.get(key);
    },
    set(key: string, entry: Entry): void {
      drop(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      evict();
    },
    /** Adds the compressed forms to an entry, if it is still the one kept under its key. */
    complete(key: string, entry: Entry, forms: { gzip: Buffer; br: Buffer }): void {
      if (entries.get(key) !== entry) return;
      bytes += addForms(entry, forms);
      evict();
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
  };
}

/** Generation counter: local bumps, and the shared counter in Redis seen every few hundred ms. */
function generations(app: FastifyInstance) {
  const redis: Redis | null = app.redis;
  // Under REDIS_PREFIX like every name of this deployment in Redis.
  const key = `${app.config.redisPrefix}-public-content:generation`;
  let current = 0;
  let seen: string | null | undefined;
  let checking = false;

  async function check(atStart = false): Promise<void> {
    if (checking || !redisReady(redis)) return;
    checking = true;
    try {
      const value = await redis.get(key);
      // A change is an invalidation elsewhere (or a Redis that lost the key): drop everything.
      // So is a first look made only after start (Redis was not ready then): whatever was
      // invalidated before it, while this instance kept answers, is unknown.
      if (seen === undefined ? !atStart : value !== seen) current++;
      seen = value;
    } catch (err) {
      // Redis did not answer: keep serving; the time to live bounds what could be stale.
      redisFailed(redis, err);
    } finally {
      checking = false;
    }
  }

  return {
    get current() {
      return current;
    },
    check,
    async bump(): Promise<void> {
      current++;
      if (!redis) return;
      const alone = 'public content invalidated on this instance only: Redis did not answer';
      if (!redisReady(redis)) {
        app.log.warn(alone);
        return;
      }
      try {
        seen = String(await redis.incr(key));
      } catch (err) {
        redisFailed(redis, err);
        app.log.warn({ err }, alone);
      }
    },
  };
}

/**
 * Headers of a fresh answer that are not replayed: what the cache sets itself, what Node adds
 * per response, and what belongs to one client (a cached route is never rate limited).
 */
const NOT_REPLAYED = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'cache-control',
  'last-modified',
  'age',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'retry-after',
]);

function replayedHeaders(reply: FastifyReply): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    const lower = name.toLowerCase();
    if (value === undefined || NOT_REPLAYED.has(lower) || lower.startsWith('x-ratelimit')) continue;
    for (const item of Array.isArray(value) ? value : [value]) flat.push(lower, String(item));
  }
  return flat;
}

export default fp(
  async (app) => {
    const store = lruStore();
    const generation = generations(app);
    const listeners: Array<() => Promise<void> | void> = [];
    /** Paths of the cached routes (static ones only: the raw path names the route). */
    const cachedPaths = new Set<string>();
    /** Requests of a cached route that missed: their answer is kept on its way out. */
    const misses = new WeakMap<FastifyRequest, { key: string; generation: number }>();

    if (app.redis) {
      // The baseline, so the first look after start-up does not count as an invalidation.
      await generation.check(true);
      const timer = setInterval(() => void generation.check(), GENERATION_CHECK_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    app.decorate('publicContent', {
      async invalidate() {
        for (const listener of listeners) await listener();
        store.clear();
        await generation.bump();
      },
      onInvalidate(listener) {
        listeners.push(listener);
      },
    } satisfies PublicContent);

    /** The answer to serve, or undefined when this request is to ask the handler. */
    function usable(key: string): Entry | undefined {
      const entry = store.get(key);
      // Invalidated: never served again, whatever the load.
      if (!entry || entry.generation !== generation.current) return undefined;
      const now = Date.now();
      if (entry.expires > now) return entry;
      // Expired: the first request rebuilds it, the others meanwhile get it as it was, never
      // more than the grace past its time.
      if (entry.refreshing !== 0 && now < entry.expires + REFRESH_GRACE_MS) return entry;
      entry.refreshing = now;
      return undefined;
    }

    function compressLater(key: string, entry: Entry): void {
      entry.compressing = true;
      compressed(entry.identity.body).then(
        (forms) => store.complete(key, entry, forms),
        (err: unknown) => app.log.error({ err }, 'compressing a cached answer failed'),
      );
    }

    /**
     * Written straight to the socket (the reply is hijacked): no serializer, no onSend hooks,
     * so @fastify/compress never sees the bytes. Fastify still logs the answer and runs the
     * onResponse hooks when it finishes.
     */
    function send(key: string, entry: Entry, request: FastifyRequest, reply: FastifyReply): void {
      reply.hijack();
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.raw.writeHead(304, entry.headers);
        reply.raw.end();
        return;
      }
      if (!entry.compressing) compressLater(key, entry);
      // With this header @fastify/compress would leave the answer uncompressed: so does the cache.
      const encoding =
        request.headers['x-no-compression'] !== undefined ||
        entry.identity.body.length < COMPRESS_THRESHOLD
          ? 'identity'
          : chooseEncoding(request.headers['accept-encoding']);
      let chosen = entry.identity;
      if (encoding !== 'identity') {
        // Until the held form is ready (a few ms after the answer is first asked for again)
        // the answer is compressed for this request alone, as @fastify/compress would.
        chosen =
          entry[encoding] ??
          form(entry.headers, compressedNow(entry.identity.body, encoding), encoding);
      }
      reply.raw.writeHead(200, chosen.headers);
      reply.raw.end(chosen.body);
    }

    // Before the security headers' own hook: a cached answer replays the headers its fresh
    // answer was sent with instead of having them computed again.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET') {
        done();
        return;
      }
      const url = request.url;
      const mark = url.indexOf('?');
      const path = mark === -1 ? url : url.slice(0, mark);
      if (!cachedPaths.has(path)) {
        done();
        return;
      }
      const key = cacheKey(path, request);
      const entry = usable(key);
      if (!entry) {
        misses.set(request, { key, generation: generation.current });
        done();
        return;
      }
      send(key, entry, request, reply);
    });

    /**
     * Keeps a fresh answer. One that replaces an answer in demand (its compressed forms were
     * made) is compressed at once; the expired answer it replaces keeps being served, within
     * the grace, until then, so that no request has to compress on its own meanwhile.
     */
    function keep(key: string, entry: Entry): void {
      const previous = store.peek(key);
      if (entry.compressing || !previous?.gzip) {
        store.set(key, entry);
        return;
      }
      entry.compressing = true;
      const expired = previous.generation === entry.generation;
      if (!expired) store.set(key, entry);
      compressed(entry.identity.body).then(
        (forms) => {
          if (!expired) {
            store.complete(key, entry, forms);
          } else if (entry.generation === generation.current) {
            addForms(entry, forms);
            store.set(key, entry);
          }
        },
        (err: unknown) => {
          app.log.error({ err }, 'compressing a cached answer failed');
          if (expired && entry.generation === generation.current) store.set(key, entry);
        },
      );
    }

    function keepAnswer(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: Error | null, payload?: unknown) => void,
    ): void {
      const miss = misses.get(request);
      if (!miss) {
        done(null, payload);
        return;
      }
      misses.delete(request);
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        payload.startsWith(SUCCESS_PREFIX) &&
        Buffer.byteLength(payload) <= MAX_ENTRY_BYTES &&
        // A user on the request means the route looked at who asks after all: never kept.
        request.user === null &&
        !reply.hasHeader('set-cookie') &&
        // A write between the request's start and now: what it read may be older than the write.
        miss.generation === generation.current
      ) {
        const identity = Buffer.from(payload);
        const etag = `W/"${crypto.hash('sha256', identity, 'base64url').slice(0, 27)}"`;
        const validators = [
          'cache-control',
          `public, max-age=${CLIENT_MAX_AGE_SECONDS}`,
          'vary',
          'accept-encoding',
          'etag',
          etag,
        ];
        const headers = [...replayedHeaders(reply), 'content-type', CONTENT_TYPE, ...validators];
        keep(miss.key, {
          generation: miss.generation,
          expires: Date.now() + RESPONSE_TTL_MS,
          etag,
          headers,
          identity: form(headers, identity, 'identity'),
          gzip: null,
          br: null,
          // Too small to be worth compressing: never compressed.
          compressing: identity.length < COMPRESS_THRESHOLD,
          refreshing: 0,
          bytes: identity.length,
        });
        // The first answer carries the same validators as the cached ones after it.
        for (let i = 0; i < validators.length; i += 2) {
          void reply.header(validators[i]!, validators[i + 1]);
        }
      }
      done(null, payload);
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.publicCache) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Fastify's HEAD twin of a GET route goes the normal way.
      if (!methods.includes('GET')) return;
      if (methods.length > 1) throw new Error(`${route.url}: a cached route answers GET alone`);
      if (/[:*]/.test(route.url)) {
        throw new Error(`${route.url}: only a route without path parameters can be cached`);
      }
      const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler]
        .flat()
        .filter(Boolean);
      if (hooks.includes(app.requireUser) || hooks.includes(app.optionalUser)) {
        throw new Error(`${route.url} resolves the user: its answer cannot be cached for everyone`);
      }
      if (route.config.rateLimit) {
        throw new Error(`${route.url} is rate limited: a cached answer would skip the limit`);
      }
      cachedPaths.add(route.url);
      // Before @fastify/compress's own onSend, so the uncompressed bytes are kept.
      route.onSend = [keepAnswer, ...[route.onSend ?? []].flat()];
    });
  },
  { name: 'response-cache', dependencies: ['redis'] },
);
