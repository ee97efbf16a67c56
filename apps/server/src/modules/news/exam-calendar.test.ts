import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface ExamEntry {
  title: string;
  province: string;
  articleId: number | null;
}

describe.each(engines)('demo exam calendar on %s', (engine) => {
  let t: TestApp;
  const get = async <T>(url: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json() as Envelope<T>;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('links every entry to its own announcement, naming its region or exam', async () => {
    const entries = (await get<ExamEntry[]>('/pc/examTopic/getExamTopic')).data;
    expect(entries.length).toBeGreaterThanOrEqual(10);
    const seen = new Set<number>();
    for (const entry of entries) {
      expect(entry.articleId, entry.title).not.toBeNull();
      const article = await get<{ title: string }>(`/pc/articles/${entry.articleId}`);
      expect(article.code, entry.title).toBe(200);
      // "2027年北京市公务员考试" → "北京市公务员考试": the exam itself, without its year.
      const exam = entry.title.replace(/^\d{4}年度?/, '');
      expect(article.data.title, entry.title).toContain(exam);
      if (entry.province !== '全国')
        expect(article.data.title, entry.title).toContain(entry.province);
      expect(article.data.title, entry.title).toContain('公告');
      seen.add(entry.articleId!);
    }
    // No two exams share one announcement (the 北京…四川 exams all opened 宁夏's before).
    expect(seen.size).toBe(entries.length);
  });
});
