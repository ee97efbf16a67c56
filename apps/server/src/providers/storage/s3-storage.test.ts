import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { createEssayBank, EXE_BYTES, PNG_BYTES, type EssayBank } from '../../../test/essay-bank.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { presignUrl } from './sigv4.ts';

describe('SigV4 presigned URLs', () => {
  it('match the example of the S3 documentation', () => {
    const url = presignUrl(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      {
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        expiresInSeconds: 86400,
        now: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

describe.each(engines)('the S3 storage adapter against a fake S3 on %s', (engine) => {
  let s3: FakeS3;
  let t: TestApp;
  let bank: EssayBank;
  let call: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    s3 = await startFakeS3();
    const config = loadConfig({
      NODE_ENV: 'test',
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    t = await createTestApp(engine, { config: { storage: config.storage } });
    bank = await createEssayBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const presigned = async (token: string, fileName = 'photo.png') => {
    const cred = await call<{ securityToken: string; provider: string; bucket: string }>(
      'POST',
      'stsFile/getSecurityToken',
      {},
      token,
    );
    expect(cred.data).toMatchObject({ provider: 's3', bucket: s3.bucket });
    expect(JSON.stringify(cred.data)).not.toContain(s3.secretAccessKey);
    const res = await call<{
      uploadUrl: string;
      headers: Record<string, string>;
      key: string;
      url: string;
    }>(
      'POST',
      'stsFile/presign',
      {
        securityToken: cred.data.securityToken,
        fileName,
        contentType: 'image/png',
        size: PNG_BYTES.length,
      },
      token,
    );
    expect(res.code).toBe(200);
    return res.data;
  };
  const put = (url: string, body: Buffer, headers: Record<string, string>) =>
    fetch(url, { method: 'PUT', body, headers });

  it('uploads with a presigned PUT the fake checks, verifies the bytes at save, reads back by presigned GET', async () => {
    const learner = await createLearner(t.app.db);
    const upload = await presigned(learner.token);
    expect(upload.uploadUrl.startsWith(`${s3.endpoint}/${s3.bucket}/web/questionBankWeb/`)).toBe(
      true,
    );
    expect(upload.url).toBe(`${s3.endpoint}/${s3.bucket}/${upload.key}`);
    expect((await put(upload.uploadUrl, PNG_BYTES, upload.headers)).status).toBe(200);
    expect(s3.objects.get(upload.key)?.body.equals(PNG_BYTES)).toBe(true);

    const saved = await call(
      'POST',
      'shortAnswer/save',
      { id: bank.q1, answer: '见图', url: [upload.url] },
      learner.token,
    );
    expect(saved.code).toBe(200);
    const upload_row = await t.app.db
      .selectFrom('sa_upload')
      .select(['status', 'size'])
      .where('object_key', '=', upload.key)
      .executeTakeFirstOrThrow();
    expect(upload_row).toEqual({ status: 'verified', size: PNG_BYTES.length });

    const view = await call<{ answer: { previewUrl: string[] } }>(
      'GET',
      'shortAnswer/question',
      { id: bank.q1 },
      learner.token,
    );
    const image = await fetch(view.data.answer.previewUrl[0]!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    // The canonical address alone is refused by the store.
    expect((await fetch(upload.url)).status).toBe(403);
  });

  it('refuses a tampered, an expired or a differently typed presigned request', async () => {
    const learner = await createLearner(t.app.db);
    const upload = await presigned(learner.token);
    const tampered = upload.uploadUrl.replace(/X-Amz-Signature=(.)/, (_m, c: string) => {
      return `X-Amz-Signature=${c === '0' ? '1' : '0'}`;
    });
    expect((await put(tampered, PNG_BYTES, upload.headers)).status).toBe(403);
    expect(s3.refusals.at(-1)).toBe('SignatureDoesNotMatch');
    const otherType = await put(upload.uploadUrl, PNG_BYTES, { 'Content-Type': 'text/html' });
    expect(otherType.status).toBe(403);

    const expired = presignUrl(
      { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region },
      {
        method: 'PUT',
        url: `${s3.endpoint}/${s3.bucket}/${upload.key}`,
        headers: { 'content-type': 'image/png' },
        expiresInSeconds: 60,
        now: new Date(Date.now() - 3600_000),
      },
    );
    expect((await put(expired, PNG_BYTES, upload.headers)).status).toBe(403);
    expect(s3.refusals.at(-1)).toBe('Request has expired');
    expect(s3.objects.has(upload.key)).toBe(false);
  });

  it('signs the declared size, and re-reads a picture overwritten after its check at hand-in', async () => {
    const learner = await createLearner(t.app.db);
    const upload = await presigned(learner.token);
    // Any other size breaks the signed Content-Length.
    const bigger = Buffer.concat([PNG_BYTES, Buffer.alloc(1024)]);
    expect((await put(upload.uploadUrl, bigger, upload.headers)).status).toBe(403);
    expect(s3.refusals.at(-1)).toBe('SignatureDoesNotMatch');
    expect(s3.objects.has(upload.key)).toBe(false);

    expect((await put(upload.uploadUrl, PNG_BYTES, upload.headers)).status).toBe(200);
    const body = { id: bank.standalone, answer: '见图', url: [upload.url] };
    expect((await call('POST', 'shortAnswer/save', body, learner.token)).code).toBe(200);
    // The upload URL is still valid: the same size, other bytes.
    expect((await put(upload.uploadUrl, EXE_BYTES, upload.headers)).status).toBe(200);
    expect(
      await call('POST', 'shortAnswer/submit', { id: bank.standalone }, learner.token),
    ).toMatchObject({ code: 400, msg: '仅支持上传jpg、jpeg、png、gif格式的图片' });
    expect(s3.objects.has(upload.key)).toBe(false);
    const row = await t.app.db
      .selectFrom('sa_answer')
      .select('status')
      .where('user_id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('draft');
  });

  it('refuses at save a program uploaded under a .png name, deletes it, and keeps the answer', async () => {
    const learner = await createLearner(t.app.db);
    const good = await presigned(learner.token);
    await put(good.uploadUrl, PNG_BYTES, good.headers);
    await call(
      'POST',
      'shortAnswer/save',
      { id: bank.q2, answer: '原文', url: [good.url] },
      learner.token,
    );

    const bad = await presigned(learner.token, 'x.png');
    expect((await put(bad.uploadUrl, EXE_BYTES, bad.headers)).status).toBe(200);
    const refused = await call(
      'POST',
      'shortAnswer/save',
      { id: bank.q2, answer: '新', url: [good.url, bad.url] },
      learner.token,
    );
    expect(refused).toMatchObject({ code: 400, msg: '仅支持上传jpg、jpeg、png、gif格式的图片' });
    expect(s3.objects.has(bad.key)).toBe(false);
    const never = await presigned(learner.token);
    expect(
      await call(
        'POST',
        'shortAnswer/save',
        { id: bank.q2, answer: '新', url: [never.url] },
        learner.token,
      ),
    ).toMatchObject({ code: 400, msg: '图片地址无效，请重新上传' });
    const view = await call<{ answer: { answer: string; url: string[] } }>(
      'GET',
      'shortAnswer/question',
      { id: bank.q2 },
      learner.token,
    );
    expect(view.data.answer).toMatchObject({ answer: '原文', url: [good.url] });
  });
});
