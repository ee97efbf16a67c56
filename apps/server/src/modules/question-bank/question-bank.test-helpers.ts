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

/**
 * Every question object anywhere in a response, with its id: used to prove a key or analysis
 * of a given question was not sent.
 */
export function questionObjects(value: unknown, found: Array<Record<string, unknown>> = []) {
  if (Array.isArray(value)) {
    for (const item of value) questionObjects(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('questionTypeCode' in record && 'id' in record) found.push(record);
    for (const item of Object.values(record)) questionObjects(item, found);
  }
  return found;
}

/** True when the response carries the key or an analysis of the question. */
export function leaksKeyOf(value: unknown, questionId: number): boolean {
  return questionObjects(value).some(
    (question) =>
      question.id === questionId &&
      ('answer' in question || 'answerList' in question || 'analysisList' in question),
  );
}
