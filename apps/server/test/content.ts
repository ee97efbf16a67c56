/** Content other modules own, for tests outside them (plugins, providers). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../src/db/connect.ts';
import { createArticles } from '../src/modules/news/public.ts';

export { createArticles };

/**
 * A 国考 notice in the seeded 国考公告 column (its text is what the page tests look for):
 * 国考报名须知, from 国家公务员局.
 */
export async function createNoticeArticle(app: FastifyInstance, engine: Engine): Promise<number> {
  const column = await app.db
    .selectFrom('news_column')
    .select('id')
    .where('column_dir', '=', 'guokao')
    .executeTakeFirstOrThrow();
  const [id] = await app.db.transaction().execute((trx) =>
    createArticles(trx, engine, [
      {
        columnId: column.id,
        title: '国考报名须知',
        summary: '报名时间与报考条件。',
        body: '<p>报考人员应当具有中华人民共和国国籍。</p>',
        source: '国家公务员局',
        publishTime: '2026-10-15T02:00:00.000Z',
      },
    ]),
  );
  return id!;
}

/** A web build of the given files (path → text) in a folder of its own, for the server to serve. */
export function writeWebDist(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-web-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return dist;
}
