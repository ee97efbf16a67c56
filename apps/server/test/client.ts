import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LocalPayOrder } from '@shangan/shared/contracts/vip';
import { openSession } from './learners.ts';

/** Calls as a browser would make them, for the module tests: the envelope and the HTTP status. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number>;
  body?: object;
  /** The main API (/api/v1, bearer token) unless said otherwise. */
  api?: 'main' | 'learning';
  /** The API's own way unless said otherwise. */
  tokenAs?: TokenAs;
  /** The browser's User-Agent (none unless given). */
  userAgent?: string;
}

export interface SendOptions {
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: object;
}

// A random start, so workers sharing a Redis do not walk the same addresses.
let addressSeq = crypto.randomInt(0, 62_500);

/**
 * A raw request from an address of its own, so per-IP rate limits never cross calls: for the
 * replies that are not envelopes (playlists, keys, segments) or whose headers a test builds.
 */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  addressSeq = (addressSeq + 1) % 62_500;
  return app.inject({
    method,
    url,
    remoteAddress: `10.9.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`,
    headers: options.headers ?? {},
    ...(options.query
      ? {
          query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])),
        }
      : {}),
    ...(options.body ? { payload: options.body as Record<string, unknown> } : {}),
  });
}

/** How a session travels: the main API's bearer, the learning API's `token` header, or both. */
export type TokenAs = 'bearer' | 'header' | 'both';

export function tokenHeaders(token: string | undefined, as: TokenAs): Record<string, string> {
  if (!token) return {};
  return {
    ...(as !== 'header' ? { authorization: `Bearer ${token}` } : {}),
    ...(as !== 'bearer' ? { token } : {}),
  };
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<Envelope<T> & { status: number }> {
  const learning = options.api === 'learning';
  const res = await send(app, method, `${learning ? '/gxw-web-student' : '/api/v1'}${url}`, {
    ...options,
    headers: {
      ...tokenHeaders(options.token, options.tokenAs ?? (learning ? 'header' : 'bearer')),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
  });
  return { status: res.statusCode, ...(res.json() as Envelope<T>) };
}

/** Logs in with a password as the login dialog does; the envelope, refusals included. */
export function passwordLogin(app: FastifyInstance, account: string, password: string) {
  return call<{ token: string }>(app, 'POST', '/pc/login', {
    body: { type: '1', account, password },
  });
}

let userSeq = 0;

/**
 * A person with a phone number and a live session. The prefix keeps each area's people apart
 * (VIP 139…, shop 137…) and shows whose they are in a failing test's data.
 */
export async function newPhoneUser(
  app: FastifyInstance,
  names: { phonePrefix: string; userName: string; nickName: string },
): Promise<{ id: number; token: string }> {
  const n = ++userSeq;
  const now = new Date().toISOString();
  const phone = `${names.phonePrefix}${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`;
  const user = await app.db
    .insertInto('app_user')
    .values({
      uuid: crypto.randomUUID(),
      phone,
      user_name: `${names.userName}${phone}`,
      nick_name: `${names.nickName}${n}`,
      invite_code: crypto.randomBytes(6).toString('hex'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, token: await openSession(app.db, user.id) };
}

/**
 * Pays through the local gateway's confirm page, as the phone that scanned the QR would: VIP and
 * shop orders alike.
 */
export async function confirmLocal(app: FastifyInstance, url: string) {
  const { pathname, searchParams } = new URL(url);
  const orderNum = pathname.split('/').at(-1)!;
  return call<LocalPayOrder>(app, 'POST', `/pay/local/${orderNum}/confirm`, {
    body: { t: searchParams.get('t') ?? '' },
  });
}

/**
 * Opens a payment event stream on a listening app as the dialog would (fetch with the bearer
 * token) and answers once it is connected; `rest()` reads on until the server ends it.
 */
export async function openEventStream(app: FastifyInstance, path: string, token: string) {
  const port = (app.server.address() as AddressInfo).port;
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const first = (await reader.read()).value ?? '';
  return {
    first,
    async rest(): Promise<string> {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += value;
      }
    },
  };
}
