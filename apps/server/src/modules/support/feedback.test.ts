import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { FEEDBACK_PER_DAY, FeedbackMsg } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListInboxFeedback } from '@shangan/shared/contracts/console/feedback';
import type { ListMyFeedback, MyFeedback } from '@shangan/shared/contracts/feedback';
import type { PresignUpload, UploadCredentials } from '@shangan/shared/contracts/short-answer';
import { call } from '../../../test/client.ts';
import { PNG_BYTES } from '../../../test/essay-bank.ts';
import { createLearner } from '../../../test/learners.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { grantRole } from '../accounts/public.ts';

/** A screenshot of this member, through the feedback credentials: its canonical address. */
async function uploadScreenshot(t: TestApp, token: string): Promise<string> {
  const creds = await call<UploadCredentials>(t.app, 'GET', '/pc/feedback/uploadParams', { token });
  expect(creds.code).toBe(200);
  const signed = await call<DataOf<typeof PresignUpload>>(t.app, 'POST', '/stsFile/presign', {
    api: 'learning',
    token,
    body: {
      securityToken: creds.data.securityToken,
      fileName: 'shot.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    },
  });
  expect(signed.code).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: signed.data.uploadUrl,
    headers: { 'content-type': 'image/png' },
    payload: PNG_BYTES,
  });
  expect(put.statusCode).toBe(200);
  return signed.data.url;
}

const valid = {
  category: '题目纠错',
  content: '行测第3题的答案解析里把“增长率”算成了“增长量”，请核对。',
  contact: 'QQ 123456',
};

describe.each(engines)('意见反馈 on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-feedback-'));
    const base = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(engine, { config: { storage: { ...base.storage, localDir: dir } } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const feedbackRows = () => t.app.db.selectFrom('feedback').selectAll().orderBy('id').execute();

  it('takes a member’s feedback with screenshots, and shows the reply customer service give', async () => {
    const member = await createLearner(t.app.db);
    const shots = [
      await uploadScreenshot(t, member.token),
      await uploadScreenshot(t, member.token),
    ];
    const sent = await call<MyFeedback>(t.app, 'POST', '/pc/feedback/add', {
      token: member.token,
      body: { ...valid, content: `  ${valid.content}\u200b  `, pictures: shots },
    });
    expect(sent).toMatchObject({
      code: 200,
      msg: FeedbackMsg.sent,
      data: {
        category: '题目纠错',
        content: valid.content,
        contact: 'QQ 123456',
        status: 'pending',
        reply: '',
      },
    });
    // Read through signed addresses, never the stored canonical ones.
    expect(sent.data.pictures).toHaveLength(2);
    for (const [index, src] of sent.data.pictures.entries()) {
      expect(src).not.toBe(shots[index]);
      expect((await t.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    }

    const agent = await createLearner(t.app.db);
    await grantRole(t.app.db, agent.id, 'service', new Date().toISOString());
    const inbox = await call<DataOf<typeof ListInboxFeedback>>(t.app, 'GET', '/console/feedback', {
      token: agent.token,
      query: { status: 'pending' },
    });
    expect(inbox.code).toBe(200);
    expect(inbox.data.pending).toBeGreaterThanOrEqual(1);
    const item = inbox.data.list.find((row) => row.id === sent.data.id);
    expect(item).toMatchObject({
      userId: member.id,
      content: valid.content,
      pictures: [expect.any(String), expect.any(String)],
    });

    const reply = '感谢指正！该题解析已更正，\n为您延长3天会员作为感谢。';
    const replied = await call(t.app, 'POST', '/console/feedback/reply', {
      token: agent.token,
      body: { id: sent.data.id, reply: `<b>${reply}</b>` },
    });
    expect(replied).toMatchObject({
      code: 200,
      msg: FeedbackMsg.replied,
      data: { status: 'replied', reply: `<b>${reply}</b>`, repliedAt: expect.any(String) },
    });

    const mine = await call<DataOf<typeof ListMyFeedback>>(t.app, 'GET', '/pc/feedback/mine', {
      token: member.token,
    });
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({
      id: sent.data.id,
      status: 'replied',
      reply: `<b>${reply}</b>`,
    });
    // Someone else sees none of it.
    const other = await createLearner(t.app.db);
    expect(
      (
        await call<DataOf<typeof ListMyFeedback>>(t.app, 'GET', '/pc/feedback/mine', {
          token: other.token,
        })
      ).data,
    ).toEqual({ list: [], total: 0 });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'feedback')
      .where('entity_id', '=', String(sent.data.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: agent.id, action: 'feedback.reply' });
    expect(JSON.parse(audit[0]!.before)).toMatchObject({ status: 'pending', reply: '' });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({
      status: 'replied',
      reply: `<b>${reply}</b>`,
    });
  });

  it('refuses bad feedback with a Chinese message and stores nothing', async () => {
    const member = await createLearner(t.app.db);
    const stranger = await createLearner(t.app.db);
    const theirs = await uploadScreenshot(t, stranger.token);
    const before = (await feedbackRows()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, category: '表扬' }, FeedbackMsg.categoryInvalid],
      [{ ...valid, content: '   ' }, FeedbackMsg.contentRequired],
      [{ ...valid, content: '太慢' }, FeedbackMsg.contentTooShort],
      [{ ...valid, content: '字'.repeat(501) }, FeedbackMsg.contentTooLong],
      [{ ...valid, contact: '1'.repeat(51) }, FeedbackMsg.contactTooLong],
      [{ ...valid, pictures: ['a', 'b', 'c', 'd', 'e'] }, FeedbackMsg.tooManyPictures],
      [{ ...valid, pictures: ['https://evil.example/x.png'] }, '图片地址无效，请重新上传'],
      // Someone else's upload is not yours to attach.
      [{ ...valid, pictures: [theirs] }, ''],
    ];
    for (const [body, msg] of cases) {
      const res = await call(t.app, 'POST', '/pc/feedback/add', { token: member.token, body });
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (msg) expect(res.msg).toBe(msg);
      else expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await call(t.app, 'POST', '/pc/feedback/add', { body: valid })).code).toBe(401);
    expect((await feedbackRows()).length).toBe(before);
  });

  it(`takes at most ${FEEDBACK_PER_DAY} in 24 hours from one member, even sent at once`, async () => {
    const member = await createLearner(t.app.db);
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_PER_DAY + 3 }, () =>
        call(t.app, 'POST', '/pc/feedback/add', { token: member.token, body: valid }),
      ),
    );
    expect(results.filter((res) => res.code === 200)).toHaveLength(FEEDBACK_PER_DAY);
    expect(results.filter((res) => res.code === 429).map((res) => res.msg)).toEqual(
      Array(3).fill(FeedbackMsg.tooMany),
    );
    const stored = await t.app.db
      .selectFrom('feedback')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(stored).toHaveLength(FEEDBACK_PER_DAY);
  });

  it('refuses a reply to no feedback, an empty one, and records nothing for either', async () => {
    const agent = await createLearner(t.app.db);
    await grantRole(t.app.db, agent.id, 'service', new Date().toISOString());
    const audited = async () =>
      (await t.app.db.selectFrom('audit_log').select('id').execute()).length;
    const before = await audited();
    const reply = (body: object) =>
      call(t.app, 'POST', '/console/feedback/reply', { token: agent.token, body });
    expect(await reply({ id: 999_999, reply: '好的' })).toMatchObject({
      code: 404,
      msg: FeedbackMsg.notFound,
    });
    const [row] = await feedbackRows();
    expect(await reply({ id: row!.id, reply: ' \u200b ' })).toMatchObject({
      code: 400,
      msg: FeedbackMsg.replyRequired,
    });
    expect(await reply({ id: row!.id, reply: '回'.repeat(1001) })).toMatchObject({
      code: 400,
      msg: FeedbackMsg.replyTooLong,
    });
    expect(await audited()).toBe(before);
  });

  it('keeps the audit log as written: the database refuses to change or delete a row', async () => {
    const [row] = await t.app.db.selectFrom('audit_log').select('id').limit(1).execute();
    expect(row).toBeDefined();
    await expect(
      sql`update audit_log set actor_name = ${'someone else'} where id = ${row!.id}`.execute(
        t.app.db,
      ),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql`delete from audit_log where id = ${row!.id}`.execute(t.app.db),
    ).rejects.toThrow(/cannot be changed/);
  });
});
