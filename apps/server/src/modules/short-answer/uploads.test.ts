import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { hmacHex } from '../../lib/crypto.ts';
import { createLearner } from '../../../test/learners.ts';
import { learningClient } from '../../../test/learning-client.ts';
import { tooLargeMessage } from './messages.ts';
import {
  createEssayBank,
  createGrader,
  EXE_BYTES,
  PNG_BYTES,
  type EssayBank,
} from '../../../test/essay-bank.ts';

/** What the learner's browser does with the local store: credentials, presign, PUT, save. */
interface Credentials {
  securityToken: string;
  dir: string;
  accessKeyId: string;
  accessKeySecret: string;
  bucket: string;
  regionId: string;
  expiration: string;
  maxBytes: number;
  accept: string[];
  provider: string;
}
interface Presigned {
  uploadUrl: string;
  method: string;
  headers: Record<string, string>;
  key: string;
  url: string;
}
interface QuestionView {
  question: Record<string, unknown> & { analysisList: unknown[]; answer: string | null };
  answer: null | {
    answer: string;
    url: string[];
    previewUrl: string[];
    status: string;
    userScore: number | null;
    checkNote: string;
  };
  showAnswer: boolean;
  showGrading: boolean;
}

const MAX_BYTES = 4096;

describe.each(engines)('short-answer uploads and answers on %s', (engine) => {
  let t: TestApp;
  let bank: EssayBank;
  let call: ReturnType<typeof learningClient>;
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-uploads-'));

  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(engine, {
      config: { storage: { ...base.storage, localDir: uploadDir, maxBytes: MAX_BYTES } },
    });
    bank = await createEssayBank(t.app.db);
    call = learningClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const credentials = async (token: string) => {
    const res = await call<Credentials>('POST', 'stsFile/getSecurityToken', {}, token);
    expect(res.code).toBe(200);
    return res.data;
  };
  const presign = (token: string, securityToken: string, over: Record<string, unknown> = {}) =>
    call<Presigned>(
      'POST',
      'stsFile/presign',
      {
        securityToken,
        fileName: 'photo.png',
        contentType: 'image/png',
        size: PNG_BYTES.length,
        ...over,
      },
      token,
    );
  const put = async (url: string, body: Buffer, contentType = 'image/png') => {
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': contentType },
      payload: body,
    });
    return {
      status: res.statusCode,
      ...(res.json() as { code: number; msg: string; data: { url: string } }),
    };
  };
  /** A verified picture of this learner: its canonical URL. */
  const upload = async (token: string) => {
    const cred = await credentials(token);
    const signed = await presign(token, cred.securityToken);
    expect(signed.code).toBe(200);
    const res = await put(signed.data.uploadUrl, PNG_BYTES);
    expect(res.code).toBe(200);
    return signed.data;
  };
  const save = (token: string, body: Record<string, unknown>) =>
    call<{ savedAt: string; status: string }>('POST', 'shortAnswer/save', body, token);
  const view = (token: string, id: number) =>
    call<QuestionView>('GET', 'shortAnswer/question', { id }, token);

  it('issues scoped credentials for a directory of its own, twice under both names', async () => {
    const learner = await createLearner(t.app.db);
    const a = await credentials(learner.token);
    expect(a.dir).toMatch(/^web\/questionBankWeb\/\d{13}\/[0-9a-f]{16}\/$/);
    expect(a).toMatchObject({
      provider: 'local',
      maxBytes: MAX_BYTES,
      accept: ['jpg', 'jpeg', 'png', 'gif'],
    });
    expect(Date.parse(a.expiration)).toBeGreaterThan(Date.now());
    expect(a.accessKeySecret).not.toContain(t.app.config.appSecret);
    const b = await call<Credentials>('POST', 'stsFile/createToken', { any: 1 }, learner.token);
    expect(b.code).toBe(200);
    // A grant with more than half its life left is handed out again, not a new row per ask.
    expect(b.data).toMatchObject({ dir: a.dir, securityToken: a.securityToken });
    const grants = () =>
      t.app.db
        .selectFrom('sa_upload_grant')
        .select(['dir', 'expires_at'])
        .where('user_id', '=', learner.id)
        .execute();
    expect(await grants()).toHaveLength(1);
    // Once less than half is left, a fresh directory.
    await t.app.db
      .updateTable('sa_upload_grant')
      .set({ expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('user_id', '=', learner.id)
      .execute();
    const c = await credentials(learner.token);
    expect(c.dir).not.toBe(a.dir);
    expect(await grants()).toHaveLength(2);
    // The browser's client sends no body (and no content type) at all.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/gxw-web-student/stsFile/getSecurityToken',
      headers: { token: learner.token },
    });
    expect(bare.json()).toMatchObject({ code: 200, data: { provider: 'local' } });
    const visitor = await call('POST', 'stsFile/getSecurityToken', {});
    expect(visitor.code).toBe(401);
  });

  it('takes a real PNG through presign, upload, save and a signed read of the same bytes', async () => {
    const learner = await createLearner(t.app.db);
    const picture = await upload(learner.token);
    expect(picture.key.startsWith('web/questionBankWeb/')).toBe(true);
    const saved = await save(learner.token, {
      id: bank.q1,
      answer: '一、选址偏僻。',
      url: [picture.url],
    });
    expect(saved).toMatchObject({ code: 200, data: { status: 'draft' } });

    const res = await view(learner.token, bank.q1);
    expect(res.data.answer).toMatchObject({
      answer: '一、选址偏僻。',
      url: [picture.url],
      status: 'draft',
    });
    const preview = res.data.answer!.previewUrl[0]!;
    const image = await t.app.inject({ method: 'GET', url: preview });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('private');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);

    // The upload URL is still valid, but a second PUT to a checked key is refused.
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect(await put(picture.uploadUrl, gif, 'image/gif')).toMatchObject({
      code: 400,
      msg: '上传凭证已过期，请重新上传',
    });
    const again = await t.app.inject({ method: 'GET', url: preview });
    expect(again.rawPayload.equals(PNG_BYTES)).toBe(true);

    // A canonical URL, or a read URL with its signature changed, reads nothing.
    const tampered = preview.replace(
      /sig=([0-9a-f])/,
      (_m, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const bare = `/gxw-web-student/stsFile/object?key=${encodeURIComponent(picture.key)}`;
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
  });

  it('refuses a program renamed to .png, and writes nothing', async () => {
    const learner = await createLearner(t.app.db);
    const cred = await credentials(learner.token);
    const signed = await presign(learner.token, cred.securityToken, { fileName: 'x.png' });
    const res = await put(signed.data.uploadUrl, EXE_BYTES);
    expect(res).toMatchObject({
      status: 400,
      code: 400,
      msg: '仅支持上传jpg、jpeg、png、gif格式的图片',
    });
    expect(fs.existsSync(path.join(uploadDir, ...signed.data.key.split('/')))).toBe(false);
    expect(await put(signed.data.uploadUrl, EXE_BYTES, 'application/x-msdownload')).toMatchObject({
      code: 400,
      msg: '仅支持上传jpg、jpeg、png、gif格式的图片',
    });
    const saved = await save(learner.token, {
      id: bank.q1,
      answer: '文字',
      url: [signed.data.url],
    });
    expect(saved).toMatchObject({ code: 400, msg: '图片地址无效，请重新上传' });
    expect((await view(learner.token, bank.q1)).data.answer).toBeNull();
  });

  it('takes only the type and the exact size declared at presign, as S3 does', async () => {
    const learner = await createLearner(t.app.db);
    const cred = await credentials(learner.token);
    const signed = await presign(learner.token, cred.securityToken);
    const file = path.join(uploadDir, ...signed.data.key.split('/'));
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect(await put(signed.data.uploadUrl, gif, 'image/gif')).toMatchObject({
      code: 400,
      msg: '仅支持上传jpg、jpeg、png、gif格式的图片',
    });
    const longer = Buffer.concat([PNG_BYTES, Buffer.alloc(16)]);
    expect(await put(signed.data.uploadUrl, longer)).toMatchObject({
      code: 400,
      msg: '上传的图片与申请上传时的大小不一致，请重新上传',
    });
    expect(fs.existsSync(file)).toBe(false);
    expect(await put(signed.data.uploadUrl, PNG_BYTES)).toMatchObject({ code: 200 });
    expect(fs.readFileSync(file).equals(PNG_BYTES)).toBe(true);
  });

  it('refuses other types and sizes at presign', async () => {
    const learner = await createLearner(t.app.db);
    const { securityToken } = await credentials(learner.token);
    for (const over of [
      { fileName: 'virus.exe' },
      { fileName: 'photo.webp', contentType: 'image/webp' },
      { contentType: 'application/x-msdownload' },
      { fileName: 'noext' },
    ]) {
      expect(await presign(learner.token, securityToken, over)).toMatchObject({
        code: 400,
        msg: '仅支持上传jpg、jpeg、png、gif格式的图片',
      });
    }
    expect(await presign(learner.token, securityToken, { size: MAX_BYTES + 1 })).toMatchObject({
      code: 400,
      msg: '图片大小不能超过4KB',
    });
    expect(tooLargeMessage(10 * 1024 * 1024)).toBe('图片大小不能超过10MB');
    const ok = await presign(learner.token, securityToken, {
      fileName: 'A.JPEG',
      contentType: 'image/jpeg',
    });
    expect(ok.data.key).toMatch(/\.jpeg$/);
    const big = await put(
      ok.data.uploadUrl,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_BYTES + 100_000)]),
      'image/jpeg',
    );
    expect(big).toMatchObject({ code: 400, msg: '图片大小不能超过4KB' });
  });

  it('refuses a forged, a foreign or an expired credential, and a tampered or expired upload URL', async () => {
    const learner = await createLearner(t.app.db);
    const other = await createLearner(t.app.db);
    const { securityToken } = await credentials(learner.token);
    const expired = '上传凭证已过期，请重新上传';
    const [body = '', sig = ''] = securityToken.split('.');
    const forged = `${body}.${sig.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`;
    expect(await presign(learner.token, forged)).toMatchObject({ code: 400, msg: expired });
    expect(await presign(other.token, securityToken)).toMatchObject({ code: 400, msg: expired });
    // A token whose expiry has passed, correctly signed.
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const old = Buffer.from(
      JSON.stringify({ ...claims, e: new Date(Date.now() - 1000).toISOString() }),
    ).toString('base64url');
    const stale = `${old}.${hmacHex(t.app.config.appSecret, `sts-token:${old}`)}`;
    expect(await presign(learner.token, stale)).toMatchObject({ code: 400, msg: expired });

    const signed = (await presign(learner.token, securityToken)).data;
    const url = new URL(signed.uploadUrl, 'http://x');
    url.searchParams.set('sig', hmacHex('not-our-secret', 'x'));
    expect(await put(`${url.pathname}${url.search}`, PNG_BYTES)).toMatchObject({
      code: 400,
      msg: expired,
    });
    const past = Math.floor(Date.now() / 1000) - 5;
    url.searchParams.set('expires', String(past));
    url.searchParams.set(
      'sig',
      hmacHex(t.app.config.appSecret, `storage:put:${signed.key}:${past}`),
    );
    expect(await put(`${url.pathname}${url.search}`, PNG_BYTES)).toMatchObject({
      code: 400,
      msg: expired,
    });
  });

  it('refuses 9 pictures, text over the limit, foreign or made-up URLs, leaving the answer as it was', async () => {
    const learner = await createLearner(t.app.db);
    const other = await createLearner(t.app.db);
    const mine = await upload(learner.token);
    const theirs = await upload(other.token);
    expect((await save(learner.token, { id: bank.q2, answer: '原文', url: [mine.url] })).code).toBe(
      200,
    );
    const before = (await view(learner.token, bank.q2)).data.answer;

    const nine = Array.from({ length: 9 }, () => mine.url);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ answer: '新', url: nine }, '图片超限，最多可上传8张图片'],
      [{ answer: '字'.repeat(5001), url: [] }, '作答内容不能超过5000字'],
      [{ answer: '新', url: [theirs.url] }, '图片地址无效，请重新上传'],
      [
        { answer: '新', url: ['https://evil.example/web/questionBankWeb/a.png'] },
        '图片地址无效，请重新上传',
      ],
      [
        { answer: '新', url: [mine.url.replace('questionBankWeb', 'other')] },
        '图片地址无效，请重新上传',
      ],
    ];
    for (const [body, msg] of refusals) {
      expect(await save(learner.token, { id: bank.q2, ...body })).toMatchObject({ code: 400, msg });
      expect((await view(learner.token, bank.q2)).data.answer).toEqual({
        ...before,
        previewUrl: expect.any(Array),
      });
    }
    expect(await save(learner.token, { id: bank.material, answer: 'x', url: [] })).toMatchObject({
      code: 400,
      msg: '题目不存在',
    });
    // Exactly 8 and exactly the limit are fine.
    const eight = Array.from({ length: 8 }, () => mine.url);
    expect(
      (await save(learner.token, { id: bank.q2, answer: '字'.repeat(5000), url: eight })).code,
    ).toBe(200);
  });

  it('hands a signed read URL only to the owner and to graders', async () => {
    const learner = await createLearner(t.app.db);
    const stranger = await createLearner(t.app.db);
    const grader = await createGrader(t.app.db);
    const picture = await upload(learner.token);
    await save(learner.token, { id: bank.standalone, answer: '文章', url: [picture.url] });

    const strangerView = await view(stranger.token, bank.standalone);
    expect(strangerView.data.answer).toBeNull();
    expect(JSON.stringify(strangerView.data)).not.toContain(picture.key);
    // Another user saving my URL as theirs is refused, so they never get it signed.
    expect(
      await save(stranger.token, { id: bank.standalone, answer: 'x', url: [picture.url] }),
    ).toMatchObject({
      code: 400,
      msg: '图片地址无效，请重新上传',
    });

    expect(
      (await call('POST', 'shortAnswer/submit', { id: bank.standalone }, learner.token)).code,
    ).toBe(200);
    const queue = await call<{ list: Array<{ answerId: number; questionId: number }> }>(
      'GET',
      'grading/queue',
      { questionId: bank.standalone },
      grader.token,
    );
    const answerId = queue.data.list[0]!.answerId;
    const claim = await call<{ learner: { previewUrl: string[] } }>(
      'POST',
      'grading/claim',
      { answerId },
      grader.token,
    );
    const image = await t.app.inject({ method: 'GET', url: claim.data.learner.previewUrl[0]! });
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('shows the reference answer and analyses only after hand-in, and freezes the answer', async () => {
    const learner = await createLearner(t.app.db);
    expect(await call('POST', 'shortAnswer/submit', { id: bank.q1 }, learner.token)).toMatchObject({
      code: 400,
      msg: '请先作答后再提交',
    });
    await save(learner.token, { id: bank.q1, answer: '   ', url: [] });
    expect((await call('POST', 'shortAnswer/submit', { id: bank.q1 }, learner.token)).msg).toBe(
      '请先作答后再提交',
    );
    await save(learner.token, { id: bank.q1, answer: '我的回答', url: [] });
    const draft = await view(learner.token, bank.q1);
    expect(draft.data).toMatchObject({ showAnswer: false, showGrading: false });
    expect(draft.data.question).toMatchObject({
      answer: null,
      analysisList: [],
      checkAnswerUrl: [],
    });
    expect(draft.data.question).toMatchObject({
      materialContext: [
        { content: '<p>材料一：社区长者食堂运营的难题。</p>' },
        { content: '<p>材料二：L社区的做法。</p>' },
      ],
      siblings: [bank.q1, bank.q2],
      wordsNum: 200,
      score: 15,
      parentId: bank.material,
    });

    const submitted = await call<{ status: string; submittedAt: string }>(
      'POST',
      'shortAnswer/submit',
      { id: bank.q1 },
      learner.token,
    );
    expect(submitted.data.status).toBe('submitted');
    expect(await save(learner.token, { id: bank.q1, answer: '改', url: [] })).toMatchObject({
      code: 400,
      msg: '答案已提交，不能再修改',
    });
    const after = await view(learner.token, bank.q1);
    expect(after.data).toMatchObject({ showAnswer: true, showGrading: false });
    expect(after.data.question.answer).toContain('参考答案一');
    expect(after.data.question.checkAnswerUrl).toEqual([{ url: 'https://example.com/model.png' }]);
    expect(after.data.question.analysisList).toMatchObject([
      { type: 'text', analysis: '<p>解析一</p>', isAi: 0 },
    ]);
    expect(after.data.answer).toMatchObject({ answer: '我的回答', status: 'submitted' });
  });

  it('lists material and standalone items with progress, and VIP ones locked', async () => {
    const learner = await createLearner(t.app.db);
    await save(learner.token, { id: bank.q2, answer: '草稿', url: [] });
    const res = await call<{
      title: string;
      items: Array<{
        id: number;
        kind: string;
        title: string;
        locked: boolean;
        questions: Array<Record<string, unknown>>;
      }>;
    }>('POST', 'shortAnswer/list', { catalogueId: bank.catalogues.module }, learner.token);
    expect(res.data.title).toBe('归纳概括');
    expect(res.data.items.map((item) => [item.id, item.kind, item.locked])).toEqual([
      [bank.material, 'material', false],
      [bank.standalone, 'single', false],
    ]);
    expect(res.data.items[0]!.title).toBe('材料一：社区长者食堂运营的难题。');
    expect(res.data.items[0]!.questions).toMatchObject([
      { id: bank.q1, index: 1, wordsNum: 200, score: 15, status: 'new', userScore: null },
      { id: bank.q2, index: 2, wordsNum: 300, score: 20, status: 'draft' },
    ]);
    const vip = await call<{ items: Array<{ locked: boolean }> }>(
      'POST',
      'shortAnswer/list',
      { catalogueId: bank.catalogues.vipModule },
      learner.token,
    );
    expect(vip.data.items).toMatchObject([{ locked: true }]);
    expect((await view(learner.token, bank.vip)).code).toBe(403);
    const member = await createLearner(t.app.db, { weight: 10 });
    expect((await view(member.token, bank.vip)).code).toBe(200);
    expect((await call('POST', 'shortAnswer/list', {}, learner.token)).msg).toBe(
      '请选择目录或试卷',
    );
  });
});
