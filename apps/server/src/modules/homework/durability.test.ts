import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  GetCorrectionQueue,
  HomeworkSheet,
  ListMyHomework,
} from '@shangan/shared/contracts/homework';
import { PNG_BYTES } from '../../../test/essay-bank.ts';
import { RealServer } from '../../../test/real-server.ts';

/**
 * A saved homework draft survives the server being killed outright (SIGKILL), text and photo
 * alike; and a fresh demo database comes with homework to do and a teacher with work waiting.
 * Runs the real server on the embedded database with the local store, as `npm start` would.
 */
describe('homework survives a killed server', () => {
  const server = new RealServer();

  const api = server.api.bind(server);
  const login = server.login.bind(server);

  beforeAll(() => server.start(), 90_000);
  afterAll(() => server.close());

  it('gives the demo teacher handed-in homework to correct', async () => {
    const token = await login('13800000009');
    const queue = await api<DataOf<typeof GetCorrectionQueue>>(
      'GET',
      '/api/v1/app/homeworkCorrections',
      undefined,
      token,
    );
    expect(queue.code).toBe(200);
    expect(queue.data.pending).toBeGreaterThanOrEqual(1);
    expect(queue.data.list[0]).toMatchObject({
      state: 'submitted',
      homeworkTitle: '判断推理课后作业',
    });
  });

  it('keeps an acknowledged draft and its photo across SIGKILL', async () => {
    const token = await login('13800000001');
    const list = await api<DataOf<typeof ListMyHomework>>(
      'GET',
      '/api/v1/pc/studentAnswers?type=todo',
      undefined,
      token,
    );
    expect(list.data.counts).toMatchObject({ todo: 2, submitted: 1, corrected: 1 });
    const homework = list.data.list.find((item) => item.title === '片段阅读课后作业')!;
    const view = await api<HomeworkSheet>(
      'GET',
      `/api/v1/app/studentAnswers/${homework.homeworkId}`,
      undefined,
      token,
    );
    const photoItem = view.data.items.find((item) => item.kind === 'subjective')!;
    const cred = await api<{ securityToken: string }>(
      'GET',
      '/api/v1/app/ali/getOssParamsWithSts',
      undefined,
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
      '/api/v1/app/studentAnswers/update',
      {
        homeworkId: homework.homeworkId,
        rev: 1,
        answers: [{ itemId: photoItem.itemId, text: '断电也不丢', pictures: [signed.data.url] }],
      },
      token,
    );
    expect(saved.code).toBe(200);

    await server.kill();
    await server.start();

    const after = await api<HomeworkSheet>(
      'GET',
      `/api/v1/app/studentAnswers/${homework.homeworkId}`,
      undefined,
      token,
    );
    const answer = after.data.answers.find((a) => a.itemId === photoItem.itemId)!;
    expect(answer).toMatchObject({ text: '断电也不丢' });
    expect(answer.pictures.map((p) => p.url)).toEqual([signed.data.url]);
    const image = await fetch(`${server.base}${answer.pictures[0]!.previewUrl}`);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  }, 120_000);
});
