import type { FastifyInstance } from 'fastify';

/** What a learning-API client sees: the envelope of a call with the `token` header. */
export interface Reply<T = Record<string, unknown>> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export function learningClient(app: FastifyInstance) {
  return async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> | undefined,
    token?: string,
  ): Promise<Reply<T>> {
    const res = await app.inject({
      method,
      url: `/gxw-web-student/${path}`,
      headers: token ? { token } : {},
      ...(method === 'GET'
        ? {
            query: Object.fromEntries(
              Object.entries(payload ?? {}).map(([k, v]) => [k, String(v)]),
            ),
          }
        : { payload: payload ?? {} }),
    });
    const body = res.json() as { code: number; msg: string; data: T };
    return { status: res.statusCode, ...body };
  };
}
