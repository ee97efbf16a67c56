import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { API_PREFIX } from '@shangan/shared';
import { createTestApp, engines, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config/env.ts';
import type { Engine } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { openSession } from '../../test/learners.ts';

/**
 * Generated bad input over the whole route table. Every route Fastify knows (except /docs and
 * the static web app) is called anonymously and as a logged-in learner with requests derived
 * from its own JSON schema: each required field missing, wrong types, 100k-character strings,
 * negative, zero and enormous numbers, 5000-level nesting, large arrays, unknown ids and the
 * ids of another learner's exercises, answers, orders and upload credentials. Whatever the
 * input, the server must answer without a 500 and with the `{code, msg, data}` envelope; a
 * refusal must say why in Chinese (or be a plain 401/403/404); and a refused request must not
 * have changed a single row.
 */

// The route table, read from Fastify itself (test/route-capture.ts says why it is a mock).
const captured = vi.hoisted(() => ({ routes: [] as RouteOptions[] }));
vi.mock('fastify', async (importOriginal) =>
  (await import('../../test/route-capture.ts')).capturingRoutes(importOriginal, captured.routes),
);

// ---------------------------------------------------------------------------------------------
// Schemas and values

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
}

/** A piece of JSON text spliced into a request as it stands (deep nesting, exact numbers). */
class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
type Value = unknown;
const MISSING = Symbol('missing');

const HUGE = 100_000;
const DEPTH = 5000;
const UNKNOWN_ID = 999_999_999;
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

function typesOf(schema: Schema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.const !== undefined) return [typeof schema.const === 'number' ? 'number' : 'string'];
  if (schema.enum)
    return [...new Set(schema.enum.map((v) => (typeof v === 'number' ? 'number' : 'string')))];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return [...new Set(branches.flatMap(typesOf))];
  return [];
}

/** A string the schema accepts, for fields no one told us a value for. */
function sampleString(schema: Schema): string {
  const min = schema.minLength ?? 0;
  const candidates = ['abc123', '13800000001', '123456', '0'.repeat(64), 'a', ''];
  for (const candidate of candidates) {
    if (candidate.length < min || candidate.length > (schema.maxLength ?? Infinity)) continue;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(candidate)) continue;
    return candidate;
  }
  return 'a'.repeat(Math.max(1, min));
}

function sample(schema: Schema, field: string, known: (field: string) => Value): Value {
  const value = known(field);
  if (value !== undefined) return value;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sample(branches[0]!, field, known);
  const type = typesOf(schema)[0];
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
    case 'string':
      return sampleString(schema);
    case 'boolean':
      return true;
    case 'array': {
      const item = schema.items ? sample(schema.items, field, known) : 'a';
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object':
      return sampleObject(schema, known);
    default:
      return undefined;
  }
}

function sampleObject(schema: Schema, known: (field: string) => Value): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = sample(property, name, known);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A field somewhere inside a request part: its path of keys and array indexes. */
interface Field {
  path: Array<string | number>;
  schema: Schema;
  required: boolean;
}

function fieldsOf(schema: Schema, prefix: Array<string | number> = [], depth = 0): Field[] {
  const out: Field[] = [];
  if (depth > 3) return out;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    out.push({ path, schema: property, required: schema.required?.includes(name) ?? false });
    if (property.properties) out.push(...fieldsOf(property, path, depth + 1));
    if (property.items?.properties) out.push(...fieldsOf(property.items, [...path, 0], depth + 1));
  }
  return out;
}

function withValue(base: Value, path: Array<string | number>, value: Value): Value {
  const copy = structuredClone(base) as Record<string | number, Value>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
      node[key] = typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, Value>;
  }
  const last = path[path.length - 1]!;
  if (value === MISSING) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else {
    node[last] = value;
  }
  return copy;
}

/** JSON with Raw pieces spliced in. */
function toJson(value: Value): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]!);
}

/** encodeURIComponent that survives lone surrogates (sent as U+FFFD, as a browser would). */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );
}

function queryString(query: Record<string, Value>): string {
  const parts: string[] = [];
  const one = (key: string, v: Value) => {
    const text =
      v instanceof Raw ? v.text : v === null ? '' : typeof v === 'object' ? toJson(v) : String(v);
    parts.push(`${encode(key)}=${encode(text)}`);
  };
  for (const [key, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) one(key, item);
    else one(key, v);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The bad values for one field, by what the schema says it is. */
function badValues(field: Field): Array<[string, Value]> {
  const types = typesOf(field.schema);
  const out: Array<[string, Value]> = [];
  if (field.required) out.push(['missing', MISSING]);
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric) {
    out.push(['string for number', 'abc'], ['numeric string with junk', '12abc']);
    if (types.includes('integer')) out.push(['fraction', 1.5]);
    out.push(
      ['negative', -1],
      ['zero', 0],
      ['enormous', new Raw('9007199254740993')],
      ['beyond int32', 2_147_483_648],
      ['overflowing', new Raw(`1${'0'.repeat(400)}`)],
      ['exponent', new Raw('1e308')],
      // Ajv's type coercion turns these texts into ±Infinity (querystrings, path params and
      // form fields are all text; JSON strings are coerced too).
      ['Infinity as text', 'Infinity'],
      ['1e400 as text', '1e400'],
    );
  }
  if (types.includes('string')) {
    out.push(
      ['number for string', 12345],
      ['huge string', 'x'.repeat(HUGE)],
      ['empty string', ''],
      ['control characters', '\u0000\u202e<script>alert(1)</script>\ud800'],
    );
  }
  if (types.includes('array')) {
    out.push(['string for array', 'abc'], ['number for array', 7]);
    const item = field.schema.items ? sample(field.schema.items, '', () => undefined) : 1;
    out.push(['large array', Array.from({ length: 10_000 }, () => item)]);
    out.push(['nested arrays', new Raw(nestedArrays(DEPTH))]);
  }
  if (types.includes('boolean')) out.push(['string for boolean', 'maybe']);
  if (!types.includes('object')) out.push(['object for scalar', { a: 1 }]);
  if (!types.includes('array')) out.push(['array for scalar', ['1', '2']]);
  else out.push(['object for array', { a: 1 }]);
  out.push(['null', null], ['deep object', new Raw(nestedObjects(DEPTH))]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Change detection

/**
 * Bookkeeping that legitimately moves while a request is refused, left out of the checks:
 * - user_session.last_seen_at / expires_at: the sliding idle window of a session is renewed by
 *   any authenticated request (at most once a minute), whatever its outcome.
 * - search_keyword_daily, search_keyword_visitor: hot-search statistics are buffered in memory
 *   and flushed by a timer (news/hot-words.ts), so the flush of earlier accepted searches lands
 *   during whatever request happens to be running.
 * - zz_abuse_journal: this test's own change journal.
 * Rate-limit counters live in memory or Redis, not in the database, and the other logs
 * (page_view_log, user_pop_log) are written only by accepted requests, so they stay in.
 */
const IGNORED_COLUMNS: Record<string, string[]> = {
  user_session: ['last_seen_at', 'expires_at'],
};
const IGNORED_TABLES = ['search_keyword_daily', 'search_keyword_visitor'];
const JOURNAL = 'zz_abuse_journal';

interface ChangeTracker {
  /**
   * Changes journaled since the previous call (table, operation and changed columns): one
   * query after each request.
   */
  changes(): Promise<string[]>;
  /** Row count and content checksum of every table. */
  snapshot(): Promise<Map<string, string>>;
}

/**
 * Two independent detectors. Triggers on every table journal each inserted and deleted row and
 * each update that really changed a value (read after every request). Row counts and content
 * checksums of every table, FTS shadow tables included, are compared over each run of refused
 * requests, which also catches a table the triggers do not cover. A checksum is only computed
 * again when something may have written: SQLite's total_changes() for the connection the app
 * and this test share; on PostgreSQL, per table, its row count and the sum of its rows' xmin
 * (a new row version has a new xmin).
 */
async function trackChanges(db: Kysely<Database>, engine: Engine): Promise<ChangeTracker> {
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  if (engine === 'sqlite') {
    const tables = (
      await sql<{ name: string; sql: string | null }>`
        select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
        db,
      )
    ).rows.filter((t) => !IGNORED_TABLES.includes(t.name));
    const virtual = tables
      .filter((t) => /^create virtual table/i.test(t.sql ?? ''))
      .map((t) => t.name);
    const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
    await sql
      .raw(
        `create table ${JOURNAL} (id integer primary key autoincrement, tbl text, op text, cols text)`,
      )
      .execute(db);
    const plain = tables.filter((t) => !virtual.includes(t.name) && !shadow(t.name));
    for (const { name } of plain) {
      const columns = (
        await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db)
      ).rows
        .map((c) => c.name)
        .filter((c) => !(IGNORED_COLUMNS[name] ?? []).includes(c));
      const log = (op: string, cols: string) =>
        `insert into ${JOURNAL} (tbl, op, cols) values ('${name}', '${op}', ${cols});`;
      const differs = columns.map((c) => `old.${q(c)} is not new.${q(c)}`).join(' or ');
      const which = columns
        .map((c) => `(case when old.${q(c)} is not new.${q(c)} then '${c} ' else '' end)`)
        .join(' || ');
      for (const statement of [
        `create trigger ${q(`abuse_i_${name}`)} after insert on ${q(name)} begin ${log('insert', 'null')} end`,
        `create trigger ${q(`abuse_d_${name}`)} after delete on ${q(name)} begin ${log('delete', 'null')} end`,
        `create trigger ${q(`abuse_u_${name}`)} after update on ${q(name)} when ${differs} begin ${log('update', which)} end`,
      ]) {
        await sql.raw(statement).execute(db);
      }
    }
    // Storage order: rowid, or the primary key of a WITHOUT ROWID table (FTS5 keeps some).
    const hashed: Array<{ name: string; order: string }> = [];
    for (const table of tables.filter((t) => !virtual.includes(t.name))) {
      const keys = (
        await sql<{ name: string }>`
          select name from pragma_table_info(${table.name}) where pk > 0 order by pk`.execute(db)
      ).rows.map((c) => q(c.name));
      const withoutRowid = /without\s+rowid/i.test(table.sql ?? '');
      hashed.push({ name: table.name, order: withoutRowid ? keys.join(', ') : 'rowid' });
    }
    let cached: { writes: number; sums: Map<string, string> } | null = null;
    const totalChanges = async () =>
      Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]!.n);
    return {
      changes: journalReader(db),
      snapshot: async () => {
        const writes = await totalChanges();
        if (cached?.writes === writes) return cached.sums;
        const out = new Map<string, string>();
        for (const { name, order } of hashed) {
          try {
            const rows = (
              await sql
                .raw<Record<string, unknown>>(`select * from ${q(name)} order by ${order}`)
                .execute(db)
            ).rows;
            out.set(name, checksum(rows, IGNORED_COLUMNS[name] ?? []));
          } catch (err) {
            // e.g. an integer beyond 2^53 that node:sqlite cannot read back.
            out.set(name, `unreadable: ${(err as Error).message}`);
          }
        }
        // The reads above write nothing, so the count still stands for this state.
        cached = { writes, sums: out };
        return out;
      },
    };
  }

  const tables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  ).rows
    .map((t) => t.name)
    .filter((name) => !IGNORED_TABLES.includes(name));
  await sql
    .raw(`create table ${JOURNAL} (id serial primary key, tbl text, op text, cols text)`)
    .execute(db);
  await sql
    .raw(
      `create function abuse_journal() returns trigger language plpgsql as $$
      declare changed text;
      begin
        if tg_op = 'UPDATE' then
          select string_agg(n.key, ' ') into changed
          from jsonb_each(to_jsonb(new)) n join jsonb_each(to_jsonb(old)) o using (key)
          where n.value is distinct from o.value
            and not coalesce(n.key = any (tg_argv), false);
          if changed is null then return null; end if;
        end if;
        insert into ${JOURNAL} (tbl, op, cols) values (tg_table_name, lower(tg_op), changed);
        return null;
      end $$`,
    )
    .execute(db);
  for (const name of tables) {
    const ignored = (IGNORED_COLUMNS[name] ?? []).map((c) => `'${c}'`).join(', ');
    await sql
      .raw(
        `create trigger abuse_journal after insert or update or delete on ${q(name)}
         for each row execute function abuse_journal(${ignored})`,
      )
      .execute(db);
  }
  const fingerprintQuery = tables
    .map(
      (name) => `select '${name}' as name,
        count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as f from ${q(name)}`,
    )
    .join(' union all ');
  const checksumQuery = (name: string) => {
    const minus = (IGNORED_COLUMNS[name] ?? []).map((c) => ` - '${c}'`).join('');
    const row = `md5((to_jsonb(t)${minus})::text)`;
    return `select count(*)::int as n,
      coalesce(md5(string_agg(${row}, '' order by ${row})), '') as h from ${q(name)} t`;
  };
  const cached = new Map<string, { fingerprint: string; sum: string }>();
  return {
    changes: journalReader(db),
    snapshot: async () => {
      const fingerprints = (
        await sql.raw<{ name: string; f: string }>(fingerprintQuery).execute(db)
      ).rows;
      const out = new Map<string, string>();
      for (const { name, f } of fingerprints) {
        let entry = cached.get(name);
        if (entry?.fingerprint !== f) {
          const row = (await sql.raw<{ n: number; h: string }>(checksumQuery(name)).execute(db))
            .rows[0]!;
          entry = { fingerprint: f, sum: `${row.n}:${row.h}` };
          cached.set(name, entry);
        }
        out.set(name, entry.sum);
      }
      return out;
    },
  };
}

function journalReader(db: Kysely<Database>): () => Promise<string[]> {
  let last = 0;
  return async () => {
    const rows = (
      await sql<{ id: number; tbl: string; op: string; cols: string | null }>`
        select id, tbl, op, cols from ${sql.table(JOURNAL)} where id > ${last} order by id`.execute(
        db,
      )
    ).rows;
    last = rows.reduce((max, r) => Math.max(max, Number(r.id)), last);
    return rows.map((r) => `${r.op} ${r.tbl}${r.cols ? ` (${r.cols.trim()})` : ''}`);
  };
}

/** Rows in storage order (rowid: an update keeps a row's place), hashed as one stream. */
function checksum(rows: Array<Record<string, unknown>>, ignored: string[]): string {
  const hash = crypto.createHash('sha1');
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (ignored.includes(key)) continue;
      hash.update(value instanceof Uint8Array ? value : value === null ? '\u0001' : String(value));
      hash.update('\u0000');
    }
    hash.update('\u0002');
  }
  return `${rows.length}:${hash.digest('hex')}`;
}

function diffSnapshots(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => n !== JOURNAL && before.get(n) !== after.get(n));
}

// ---------------------------------------------------------------------------------------------
// The test

interface Route {
  method: string;
  url: string;
  schema: { body?: Schema; querystring?: Schema; params?: Schema };
}

interface Identity {
  name: string;
  userId: number | null;
  token: string | null;
}

interface Case {
  label: string;
  params: Record<string, Value>;
  query: Record<string, Value>;
  /** JSON value, or raw text with its content type. */
  body?: Value;
  raw?: { text: string | Buffer; type: string };
  /** Another learner's row: anything but a refusal is a leak. */
  mustReject?: boolean;
}

const SKIP = (url: string) => url === '/docs' || url.startsWith('/docs/');

describe.each(engines)('route abuse on %s', (engine) => {
  let t: TestApp;
  let routes: Route[] = [];
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-abuse-'));
  let ipSeq = 0;
  // Every request from its own address, so per-address limits (SMS, orders…) never pile up.
  const nextIp = () => {
    ipSeq += 1;
    return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
  };

  beforeAll(async () => {
    captured.routes.length = 0;
    const base = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(engine, {
      seed: true,
      config: {
        // Login limits high enough for a few hundred refused logins of the demo account.
        accounts: { ...base.accounts, loginMaxPerAccount: 100_000, loginMaxPerIp: 100_000 },
        storage: { ...base.storage, localDir: uploadDir },
        news: { ...base.news, searchesPerMinute: 100_000 },
      },
    });
    routes = captured.routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
          method: String(method),
          url: route.url,
          schema: (route.schema ?? {}) as Route['schema'],
        })),
      )
      .filter((route) => route.method !== 'HEAD' && !SKIP(route.url));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('reads the whole route table from Fastify', () => {
    // The router's own listing, as "METHOD /full/path", must be exactly what onRoute saw.
    const printed = new Set<string>();
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) continue;
      stack.length = match[1]!.length / 4;
      stack.push(match[2]!);
      for (const method of match[3]?.split(', ') ?? []) printed.add(`${method} ${stack.join('')}`);
    }
    const seen = new Set(
      captured.routes.flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${String(m)} ${r.url}`),
      ),
    );
    const api = (set: Set<string>) => [...set].filter((r) => !SKIP(r.split(' ')[1]!)).sort();
    expect(api(seen)).toEqual(api(printed));
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/v1/pc/login');
    expect(urls).toContain('POST /gxw-web-student/v2/catalogue/submitAnswer');
    expect(routes.length).toBeGreaterThan(90);
  });

  it('answers bad input on every route with a Chinese refusal and no change', async () => {
    const app = t.app;
    const db = app.db;
    const failures: string[] = [];

    // --- People ---------------------------------------------------------------------------
    const inject = (options: InjectOptions): Promise<LightMyRequestResponse> =>
      app.inject({ remoteAddress: nextIp(), ...options });
    const apiCall = async (
      method: 'GET' | 'POST',
      url: string,
      token: string | null,
      payload?: Record<string, unknown>,
    ) => {
      const learning = url.startsWith(API_PREFIX.learning);
      const res = await inject({
        method,
        url: method === 'GET' && payload ? `${url}${queryString(payload)}` : url,
        headers: token ? (learning ? { token } : { authorization: `Bearer ${token}` }) : {},
        ...(method === 'POST' ? { payload: payload ?? {} } : {}),
      });
      const body = res.json() as { code: number; msg: string; data: Record<string, unknown> };
      if (body.code !== 200) throw new Error(`${method} ${url}: ${res.body}`);
      return body.data;
    };
    const login = async (phone: string) => {
      const data = await apiCall('POST', '/api/v1/pc/login', null, {
        type: '1',
        account: phone,
        password: 'shangan123',
      });
      const user = await db
        .selectFrom('app_user')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      return { userId: user.id, token: String(data.token) };
    };
    const learnerA: Identity = { name: 'learner', ...(await login('13800000001')) };
    const grader: Identity = { name: 'grader', ...(await login('13800000009')) };
    // The second learner registers through the API, as a visitor would.
    const phoneB = `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
    const sent = await apiCall('GET', '/api/v1/pc/sms_send', null, {
      phone: phoneB,
      type: 'register',
    });
    const registered = await apiCall('POST', '/api/v1/h5/lxuserRegister', null, {
      realname: '李四',
      phone: phoneB,
      code: String(sent.code),
      password: 'secret123',
    });
    const userB = await db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', phoneB)
      .executeTakeFirstOrThrow();
    const tokenB = String(registered.token);
    const anonymous: Identity = { name: 'anonymous', userId: null, token: null };

    // --- Content of the seeded bank and site ------------------------------------------------
    const L = API_PREFIX.learning;
    // A free practice section of 行测, and its subject.
    const { catalogue_id: catalogueId, subject_id: subjectId } = await db
      .selectFrom('qb_question as q')
      .innerJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
      .innerJoin('qb_subject as s', 's.id', 'q.subject_id')
      .select(['q.catalogue_id', 'q.subject_id'])
      .where('q.type_code', '=', 'single_choose')
      .where('q.paper_id', 'is', null)
      .where('q.parent_id', 'is', null)
      .where('q.vip_only', '=', 0)
      .where('c.vip_only', '=', 0)
      .where('s.code', '=', 'xingce')
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
    const paper = await db
      .selectFrom('qb_paper')
      .select('id')
      .where('vip_only', '=', 0)
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const essay = await db
      .selectFrom('qb_question as q')
      .innerJoin('qb_catalogue as c', 'c.id', 'q.catalogue_id')
      .select(['q.id'])
      .where('q.type_code', '=', 'short_answer')
      .where('q.vip_only', '=', 0)
      .where('c.vip_only', '=', 0)
      .where('q.paper_id', 'is', null)
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
    const video = await db
      .selectFrom('qb_analysis')
      .select(['id', 'question_id', 'media_id'])
      .where('type', '=', 'video')
      .orderBy('id')
      .executeTakeFirst();
    const vipPackage = await db
      .selectFrom('vip_package')
      .select('id')
      .where('on_sale', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const first = async <T>(query: Promise<T | undefined>, fallback: T) =>
      (await query) ?? fallback;
    const article = await first(
      db.selectFrom('news_article').select('id').orderBy('id').executeTakeFirst(),
      { id: 1 },
    );
    const column = await first(
      db.selectFrom('news_column').select('id').orderBy('id').executeTakeFirst(),
      { id: 1 },
    );
    const city = await first(
      db.selectFrom('city_site').select(['id', 'dir', 'province']).orderBy('id').executeTakeFirst(),
      { id: 1, dir: 'beijing', province: '北京' },
    );
    const topic = await first(
      db
        .selectFrom('news_topic_type')
        .select(['topic_id', 'type'])
        .orderBy('topic_id')
        .executeTakeFirst(),
      { topic_id: 1, type: 1 },
    );
    const tag = await first(
      db.selectFrom('news_tag').select('id').orderBy('id').executeTakeFirst(),
      { id: 1 },
    );

    // --- What each learner owns -------------------------------------------------------------
    interface Owned {
      question: number;
      practice: number;
      handedIn: number;
      paperAttempt: number;
      explanation: number | null;
      order: { id: number; orderNum: string };
      securityToken: string;
    }
    const own = async (token: string, avoid: number | null): Promise<Owned> => {
      const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
        apiCall(method, url, token, payload);
      const practice = async () => {
        const data = await call('POST', `${L}/v2/catalogue/getCatalogueQuestion`, {
          catalogueId,
          count: 5,
        });
        return {
          id: Number((data.exercise as { id: number }).id),
          questions: (data.questions as Array<{ id: number }>).map((q) => q.id),
        };
      };
      const handedIn = await practice();
      // A question of its own, so neither learner holds the other's AI explanation.
      const question = handedIn.questions.find((id) => id !== avoid)!;
      await call('POST', `${L}/v2/catalogue/submitAnswer`, {
        exerciseId: handedIn.id,
        answers: [{ questionId: question, answer: 'A' }],
        action: 'handIn',
      });
      const running = await practice();
      await call('POST', `${L}/v2/catalogue/submitAnswer`, {
        exerciseId: running.id,
        answers: [{ questionId: running.questions[0], answer: 'B' }],
      });
      const paperAttempt = Number(
        (
          (await call('GET', `${L}/historyPaper/paperQuestions`, { paperId: paper.id }))
            .exercise as { id: number }
        ).id,
      );
      await call('POST', `${L}/favorites/star`, { questionId: question });
      await call('GET', `${L}/aigc/readNotice`, { type: 1 });
      let explanation: number | null = null;
      try {
        explanation = Number(
          (await call('POST', `${L}/aigc/analysis`, { questionId: question })).id,
        );
      } catch {
        // The question may not be revealed to this learner; then there is no explanation id.
      }
      const order = await call('POST', '/api/v1/pc/vipOrders/create', {
        type: 1,
        vipProductId: vipPackage.id,
      });
      const credentials = await call('POST', `${L}/stsFile/getSecurityToken`, {});
      return {
        question,
        practice: running.id,
        handedIn: handedIn.id,
        paperAttempt,
        explanation,
        order: { id: Number(order.id), orderNum: String(order.orderNum) },
        securityToken: String(credentials.securityToken),
      };
    };
    const ownedA = await own(learnerA.token!, null);
    const ownedB = await own(tokenB, ownedA.question);
    const questionA = ownedA.question;
    const essayQuestion = essay.id;
    await apiCall('POST', `${L}/shortAnswer/save`, tokenB, {
      id: essayQuestion,
      answer: '李四的作答',
    });
    await apiCall('POST', `${L}/shortAnswer/submit`, tokenB, { id: essayQuestion });
    const answerB = await db
      .selectFrom('sa_answer')
      .select('id')
      .where('user_id', '=', userB.id)
      .executeTakeFirstOrThrow();

    /** Real values (the first learner's where they are owned), so requests reach the handlers. */
    const knownFor =
      (route: Route) =>
      (field: string): Value => {
        const url = route.url;
        const paperRoute = url.includes('/historyPaper/');
        const byField: Record<string, Value> = {
          catalogueId,
          subjectId,
          paperId: paper.id,
          questionId: questionA,
          questionIds: [questionA],
          knowledgePointId: catalogueId,
          exerciseId: paperRoute ? ownedA.paperAttempt : ownedA.practice,
          businessId: ownedA.paperAttempt,
          analysisId: video?.id,
          answerId: answerB.id,
          securityToken: ownedA.securityToken,
          columnId: column.id,
          cityId: city.id,
          city: city.dir,
          province: city.province,
          tagId: tag.id,
          portal_id: 1,
          keyword: '公务员',
          phone: '13800000001',
          account: '13800000001',
          old_mobile: '13800000001',
          new_mobile: '13900000000',
          password: 'shangan123',
          passwordSecond: 'shangan123',
          code: '123456',
          phoneCode: '123456',
          old_code: '123456',
          new_code: '123456',
          realname: '张三',
          email: 'zs@example.com',
          answer: 'A',
          fileName: 'a.png',
          contentType: 'image/png',
          size: 67,
          vipProductId: vipPackage.id,
          orderNum: `ZZ${UNKNOWN_ID}`,
          provider: 'local',
          file: 'unknown.png',
          path: '/',
          pageName: '首页',
          checkNote: '写得不错',
          year: 2023,
        };
        if (field === 'id') {
          if (url.includes('/articles/')) return article.id;
          if (url.includes('/articleTopics/')) return topic.topic_id;
          if (url.includes('/media/')) return video?.media_id ?? 1;
          if (url.includes('/shortAnswer/')) return essayQuestion;
          if (url.includes('/aigc/updateThumbsUp')) return ownedA.explanation ?? UNKNOWN_ID;
          // Never the caller's own order: its event stream would stay open.
          return UNKNOWN_ID;
        }
        if (field === 'type' && url.includes('/articleTopics/')) return topic.type;
        if (field === 'questionId' && url.includes('/media/playUrl')) return video?.question_id;
        return byField[field];
      };

    /** The second learner's rows, by the field that names them on a route. */
    const foreignFor = (route: Route, field: string): Value[] => {
      const url = route.url;
      if (field === 'exerciseId' || field === 'businessId') {
        return [ownedB.practice, ownedB.handedIn, ownedB.paperAttempt];
      }
      if (field === 'id' && url.includes('/vipOrders/')) return [ownedB.order.id];
      if (field === 'orderNum') return [ownedB.order.orderNum];
      if (field === 'id' && url.includes('/aigc/updateThumbsUp') && ownedB.explanation) {
        return [ownedB.explanation];
      }
      if (field === 'securityToken') return [ownedB.securityToken];
      if (field === 'answerId') return [answerB.id];
      return [];
    };

    // --- Cases ------------------------------------------------------------------------------
    const casesFor = (route: Route, who: Identity): Case[] => {
      const known = knownFor(route);
      const parts = {
        params: route.schema.params,
        query: route.schema.querystring,
        body: route.schema.body,
      };
      const base = {
        params: parts.params ? sampleObject(parts.params, known) : {},
        query: parts.query ? sampleObject(parts.query, known) : {},
        body: parts.body ? sampleObject(parts.body, known) : {},
      };
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const out: Case[] = [];
      const make = (label: string, change: Partial<Case>): Case => ({
        label,
        params: base.params,
        query: base.query,
        ...(hasBody ? { body: base.body } : {}),
        ...change,
      });

      // The well-formed request first: for a stranger's token it is the one that reaches auth.
      out.push(make('well-formed request', {}));
      for (const [part, schema] of Object.entries(parts) as Array<
        [keyof typeof parts, Schema | undefined]
      >) {
        if (!schema) continue;
        for (const field of fieldsOf(schema)) {
          const name = field.path.join('.');
          const values = badValues(field);
          if (typesOf(field.schema).some((t) => t === 'integer' || t === 'number')) {
            values.push(['unknown id', UNKNOWN_ID]);
          } else if (/id$|num$|token$|^key$/i.test(String(field.path.at(-1)))) {
            values.push(['unknown id', `ZZ${UNKNOWN_ID}`]);
          }
          for (const [label, value] of values) {
            if (part === 'params' && value === MISSING) continue;
            out.push(
              make(`${part}.${name}: ${label}`, {
                [part]: withValue(base[part], field.path, value),
              }),
            );
          }
          if (who.userId !== null && who !== grader) {
            for (const foreign of foreignFor(route, String(field.path.at(-1)))) {
              out.push(
                make(`${part}.${name}: another learner's ${String(foreign)}`, {
                  [part]: withValue(base[part], field.path, foreign),
                  mustReject: true,
                }),
              );
            }
          }
        }
        if (part === 'params') {
          for (const name of Object.keys(schema.properties ?? {})) {
            for (const [label, text] of [
              ['bad percent-encoding', '%E0%A4%A'],
              ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
              ['encoded null', '%00'],
            ]) {
              out.push(
                make(`params.${name}: ${label}`, {
                  params: { ...base.params, [name]: new Raw(text!) },
                }),
              );
            }
          }
        }
      }

      if (route.method === 'GET') {
        out.push(
          make('query: 5000-level nested brackets', {
            query: { ...base.query, [`a${'[a]'.repeat(DEPTH)}`]: '1' },
          }),
          make('query: huge unknown parameter', {
            query: { ...base.query, junk: 'x'.repeat(HUGE) },
          }),
        );
      }
      if (hasBody) {
        out.push(
          make('body: 5000-level nested arrays', {
            raw: { text: nestedArrays(DEPTH), type: 'application/json' },
          }),
          make('body: 5000-level nested object', {
            raw: { text: nestedObjects(DEPTH), type: 'application/json' },
          }),
          make('body: 100k-element array', {
            raw: { text: `[${new Array(HUGE).fill('0').join(',')}]`, type: 'application/json' },
          }),
          make('body: a JSON string', { raw: { text: '"x"', type: 'application/json' } }),
          make('body: JSON null', { raw: { text: 'null', type: 'application/json' } }),
          make('body: invalid JSON', { raw: { text: '{"a":', type: 'application/json' } }),
          make('body: empty JSON', { raw: { text: '', type: 'application/json' } }),
          make('body: beyond the size limit', {
            raw: {
              text: toJson({ ...(base.body as object), x: 'x'.repeat(2 * 1024 * 1024) }),
              type: 'application/json',
            },
          }),
          make('body: plain text', { raw: { text: 'hello', type: 'text/plain' } }),
          make('body: form with huge fields', {
            raw: {
              text: Object.keys(base.body as object)
                .concat('junk')
                .map((k) => `${encodeURIComponent(k)}=${'x'.repeat(HUGE / 10)}`)
                .join('&'),
              type: 'application/x-www-form-urlencoded',
            },
          }),
          make('body: bytes as a picture', {
            raw: { text: crypto.randomBytes(2048), type: 'image/png' },
          }),
        );
        if (parts.body) {
          const firstField = Object.keys(parts.body.properties ?? {})[0];
          if (firstField) {
            out.push(
              make(`body.${firstField}: nested 5000 arrays`, {
                body: { ...(base.body as object), [firstField]: new Raw(nestedArrays(DEPTH)) },
              }),
            );
          }
          out.push(
            make('body: unknown fields', {
              body: {
                ...(base.body as object),
                __proto__x: { polluted: true },
                constructor: { prototype: { a: 1 } },
              },
            }),
          );
        }
      }
      return out;
    };

    // --- Running ----------------------------------------------------------------------------
    const tracker = await trackChanges(db, engine);
    const requestOf = (route: Route, who: Identity, c: Case) => {
      let url = route.url.replace(/:(\w+)/g, (_m, name: string) => {
        const v = c.params[name];
        return v instanceof Raw ? v.text : encode(String(v ?? ''));
      });
      url += queryString(c.query);
      const learning = route.url.startsWith(API_PREFIX.learning);
      const headers: Record<string, string> = {};
      if (who.token) {
        if (learning) headers.token = who.token;
        else headers.authorization = `Bearer ${who.token}`;
      }
      let payload: string | Buffer | undefined;
      if (c.raw) {
        headers['content-type'] = c.raw.type;
        payload = c.raw.text;
      } else if (c.body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = toJson(c.body);
      }
      return {
        method: route.method as 'GET',
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      };
    };

    const sessionAlive = async (who: Identity) =>
      !who.token ||
      !!(await db
        .selectFrom('user_session')
        .select('id')
        .where('token_hash', '=', sha256Hex(who.token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst());

    let cases = 0;
    let accepted = 0;
    let foreign = 0;
    const unreadable = new Set<string>();
    let snapshots = 0;
    const garbage: Identity = { name: 'garbage token', userId: -1, token: 'not-a-session-token' };
    let baseline = await tracker.snapshot();
    // Both detectors see a change; once it is undone the checksums match again.
    await tracker.changes();
    const { nick_name } = await db
      .selectFrom('app_user')
      .select('nick_name')
      .where('id', '=', userB.id)
      .executeTakeFirstOrThrow();
    const nickname = (value: string) =>
      db.updateTable('app_user').set({ nick_name: value }).where('id', '=', userB.id).execute();
    await nickname('probe');
    expect(diffSnapshots(baseline, await tracker.snapshot())).toEqual(['app_user']);
    await nickname(nick_name);
    expect(diffSnapshots(baseline, await tracker.snapshot())).toEqual([]);
    expect(await tracker.changes()).toEqual([
      'update app_user (nick_name)',
      'update app_user (nick_name)',
    ]);
    baseline = await tracker.snapshot();

    for (const route of routes) {
      const identities = [anonymous, learnerA, garbage];
      if (route.url.includes('/grading/')) identities.push(grader);
      for (const who of identities) {
        // An unknown token needs little beyond the well-formed request: the rest of its path is
        // the anonymous one.
        const list = who === garbage ? casesFor(route, learnerA).slice(0, 3) : casesFor(route, who);
        for (const c of list) {
          cases += 1;
          if (c.mustReject) foreign += 1;
          const where = `${route.method} ${route.url} as ${who.name} [${c.label}]`;
          let res: LightMyRequestResponse;
          try {
            res = await Promise.race([
              inject(requestOf(route, who, c)),
              new Promise<never>((_resolve, reject) =>
                setTimeout(() => reject(new Error('no answer within 20 s')), 20_000).unref(),
              ),
            ]);
          } catch (err) {
            failures.push(`${where}: ${(err as Error).message}`);
            continue;
          }
          const type = String(res.headers['content-type'] ?? '');
          const problems: string[] = [];
          let rejected: boolean;
          if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
          if (route.url === '/api/v1/pay/notify/:provider') {
            // The gateway's own protocol: 204, or 4xx {code:'FAIL', message}; refusals made
            // before the route runs (body too large, wrong content type) keep our envelope.
            rejected = res.statusCode !== 204;
            const body = safeJson(res.body) as Record<string, unknown> | null;
            const text = String(body?.code === 'FAIL' ? body.message : body?.msg);
            if (rejected && (typeof body?.code === 'undefined' || !CJK.test(text))) {
              problems.push(`gateway answer ${res.statusCode} ${res.body.slice(0, 200)}`);
            }
          } else if (res.statusCode < 300 && !type.includes('application/json')) {
            rejected = false; // a file, a page or an event stream
          } else {
            const body = safeJson(res.body) as Record<string, unknown> | null;
            const envelope =
              body !== null &&
              typeof body === 'object' &&
              typeof body.code === 'number' &&
              typeof body.msg === 'string' &&
              'data' in body;
            if (!envelope) problems.push(`not an envelope: ${res.body.slice(0, 200)}`);
            rejected = !envelope || body.code !== 200 || res.statusCode >= 400;
            const msg = envelope ? String(body.msg) : '';
            if (rejected && !(msg && CJK.test(msg)) && ![401, 403, 404].includes(res.statusCode)) {
              problems.push(
                `refusal without a Chinese message: ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
          }
          if (c.mustReject && !rejected) {
            problems.push(`another learner's row was accepted: ${res.body.slice(0, 200)}`);
          }
          const changes = await tracker.changes();
          if (rejected) {
            if (changes.length)
              problems.push(`refused (${res.statusCode}) but changed: ${changes.join(', ')}`);
          } else {
            accepted += 1;
            // An accepted logout or password change ends the session: open a new one.
            const renew = !!who.userId && who.userId > 0 && !(await sessionAlive(who));
            if (renew) {
              who.token = await openSession(db, who.userId!);
              await tracker.changes(); // the new session row is ours, not the next request's
            }
            // What it changed is the starting point for the refused requests that follow.
            if (changes.length || renew) {
              baseline = await tracker.snapshot();
              snapshots += 1;
            }
          }
          for (const problem of problems) failures.push(`${where}: ${problem}`);
        }
      }
      // The second detector: from the last accepted request (or the previous route) on, every
      // request was refused, so the row counts and checksums must not have moved. Once per
      // route, not per caller: a snapshot reads every table, and the journal above already
      // names the request that wrote.
      const group = `${route.method} ${route.url}`;
      const now = await tracker.snapshot();
      snapshots += 1;
      for (const [name, value] of now) {
        if (value.startsWith('unreadable') && !unreadable.has(name)) {
          unreadable.add(name);
          failures.push(`${group}: table ${name} can no longer be read: ${value}`);
        }
      }
      const changed = diffSnapshots(baseline, now);
      if (changed.length) {
        failures.push(`${group}: tables changed by refused requests: ${changed.join(', ')}`);
      }
      baseline = now;
    }

    console.log(
      `route abuse: ${routes.length} routes, ${cases} cases on ${engine} (${accepted} accepted, ${foreign} with another learner's ids, ${snapshots} snapshots)`,
    );
    expect(foreign).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 600_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
