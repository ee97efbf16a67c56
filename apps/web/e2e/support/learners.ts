import type { Page } from 'playwright-core';
import { inject } from 'vitest';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A call to either API of the e2e server, failing the test on any answer but success. */
export async function serverCall<T>(
  path: string,
  options: { token?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) {
    headers.token = options.token;
    headers.authorization = `Bearer ${options.token}`;
  }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

let registered = 0;

/**
 * A new learner registered through the API (the accounts UI is not what these tests are about),
 * on a phone no other test run has used.
 */
export async function registerLearner(realname: string): Promise<{ token: string; phone: string }> {
  registered += 1;
  const phone = `134${String(Date.now() * 10 + registered).slice(-8)}`;
  const sms = await serverCall<{ code: string }>(
    `/api/v1/pc/sms_send?phone=${phone}&type=register`,
  );
  const login = await serverCall<{ token: string }>('/api/v1/h5/lxuserRegister', {
    form: { realname, phone, code: sms.code, email: '', password: 'secret123' },
  });
  return { token: login.token, phone };
}

/** Opens a page of the site as the learner holding `token` (the cookies the site reads). */
export async function openAs(page: Page, token: string, path: string): Promise<void> {
  const url = inject('baseURL');
  await page.context().addCookies([
    { name: 'edu_token', value: token, url },
    { name: 'lx_token', value: token, url },
  ]);
  await page.goto(path);
}
