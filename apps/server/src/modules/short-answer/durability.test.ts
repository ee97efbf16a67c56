import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealServer } from '../../../test/real-server.ts';
import { PNG_BYTES } from '../../../test/essay-bank.ts';

/**
 * An acknowledged save survives the server being killed outright (SIGKILL), text and picture
 * alike; and a fresh demo database comes with a grader and a non-empty queue. Runs the real
 * server on the embedded database with the local store beside it, as `npm start` would.
 */
describe('short answers survive a killed server', () => {
  const server = new RealServer();

  const api = server.api.bind(server);
  const login = server.login.bind(server);

  beforeAll(() => server.start(), 90_000);
  afterAll(() => server.close());

  it('gives the demo a grader with handed-in answers waiting', async () => {
    const token = await login('13800000009');
    const info = await api<{ roles: string[]; nick_name: string }>(
      'GET',
      '/api/v1/pc/getuserinfo',
      undefined,
      token,
    );
    expect(info.data).toMatchObject({ roles: ['grader', 'teacher'], nick_name: '批改老师' });
    const queue = await api<{ total: number; groups: unknown[] }>(
      'GET',
      '/gxw-web-student/grading/queue',
      undefined,
      token,
    );
    expect(queue.data.total).toBeGreaterThanOrEqual(2);
    expect(queue.data.groups.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps an acknowledged answer and its picture across SIGKILL', async () => {
    const token = await login('13800000001');
    const list = await api<{ items: Array<{ questions: Array<{ id: number; status: string }> }> }>(
      'POST',
      '/gxw-web-student/shortAnswer/list',
      { catalogueId: await essayCatalogue(token) },
      token,
    );
    const question = list.data.items
      .flatMap((item) => item.questions)
      .find((q) => q.status === 'new');
    expect(question).toBeDefined();
    const cred = await api<{ securityToken: string }>(
      'POST',
      '/gxw-web-student/stsFile/getSecurityToken',
      {},
      token,
    );
    const signed = await api<{ uploadUrl: string; url: string }>(
      'POST',
      '/gxw-web-student/stsFile/presign',
      {
        securityToken: cred.data.securityToken,
        fileName: 'a.png',
        contentType: 'image/png',
        size: PNG_BYTES.length,
      },
      token,
    );
    const put = await fetch(`${server.base}${signed.data.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG_BYTES,
    });
    expect(put.status).toBe(200);
    const saved = await api(
      'POST',
      '/gxw-web-student/shortAnswer/save',
      { id: question!.id, answer: '断电也不丢', url: [signed.data.url] },
      token,
    );
    expect(saved.code).toBe(200);

    await server.kill();
    await server.start();

    const view = await api<{ answer: { answer: string; url: string[]; previewUrl: string[] } }>(
      'GET',
      `/gxw-web-student/shortAnswer/question?id=${question!.id}`,
      undefined,
      token,
    );
    expect(view.data.answer).toMatchObject({ answer: '断电也不丢', url: [signed.data.url] });
    const image = await fetch(`${server.base}${view.data.answer.previewUrl[0]}`);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  }, 120_000);

  /** A 申论 module with material questions the demo learner has not answered (提出对策). */
  async function essayCatalogue(token: string): Promise<number> {
    const home = await api<{ subjects: Array<{ id: number; name: string }> }>(
      'POST',
      '/gxw-web-student/homePage/getAll',
      {},
      token,
    );
    const essay = home.data.subjects.find((subject) => subject.name === '申论');
    const tree = await api<Array<{ id: number; name: string }>>(
      'GET',
      `/gxw-web-student/homePage/tree?subjectId=${essay!.id}`,
      undefined,
      token,
    );
    return tree.data.find((node) => node.name === '提出对策')!.id;
  }
});
