import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES_PER_WINDOW, SupportMsg } from '@shangan/shared';
import { createTestApp, engines, TEST_REDIS_URL, type TestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../../test/learners.ts';
import { DEMO_LEARNER, grantRole } from '../accounts/public.ts';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A client address of its own per call site: the limit counts per address (also in Redis). */
const freshIp = () => `10.${[...crypto.randomBytes(3)].join('.')}`;

const valid = {
  name: '王同学',
  phone: '13912345678',
  topic: '岗位查询',
  content: '请问今年江苏省考的岗位表什么时候发布？',
  pageUrl: '/column/list/kaoshigonggao.html?id=1',
};

function setUp(engine: 'sqlite' | 'postgres', redis = false) {
  const state = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    state.t = await createTestApp(engine, { seed: true, redis });
    const login = await state.t.app.inject({
      method: 'POST',
      url: '/api/v1/pc/login',
      payload: { type: '1', account: DEMO_LEARNER.phone, password: DEMO_LEARNER.password },
    });
    state.token = (login.json() as Envelope<{ token: string }>).data.token;
  });
  afterAll(() => state.t.close());

  const send = async (payload: Record<string, unknown>, ip = freshIp(), token = '') => {
    const res = await state.t.app.inject({
      method: 'POST',
      url: '/api/v1/pc/support/message',
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });
    return { status: res.statusCode, body: res.json() as Envelope<{ id: number } | null> };
  };
  const rows = () =>
    state.t.app.db.selectFrom('support_message').selectAll().orderBy('id').execute();
  return { state, send, rows };
}

describe.each(engines)('customer-service messages on %s', (engine) => {
  const { state, send, rows } = setUp(engine);

  it('stores a visitor message for staff, open, and says what happens next', async () => {
    const { status, body } = await send(valid, '10.9.8.7');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 200,
      msg: SupportMsg.sent,
      data: { id: expect.any(Number) },
    });
    const row = (await rows()).find((r) => r.id === body.data!.id);
    expect(row).toMatchObject({
      id: body.data!.id,
      user_id: null,
      name: '王同学',
      phone: '13912345678',
      topic: '岗位查询',
      content: valid.content,
      page_url: valid.pageUrl,
      ip: '10.9.8.7',
      status: 'open',
      handled_at: null,
    });
    expect(Date.parse(row!.created_at)).not.toBeNaN();
  });

  it('knows a logged-in member without a name, and keeps their text as plain text', async () => {
    const { body } = await send(
      {
        phone: DEMO_LEARNER.phone,
        topic: '免费资料',
        content: '  分数<60分\u200b怎么办？\r\n\r\n\r\n<script>alert(1)</script>\u202e  ',
      },
      freshIp(),
      state.token,
    );
    expect(body.code).toBe(200);
    const row = (await rows()).find((r) => r.id === body.data!.id)!;
    const user = await state.t.app.db
      .selectFrom('app_user')
      .select(['id', 'realname', 'nick_name'])
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    expect(row.name).toBe(user.realname || user.nick_name);
    expect(row.content).toBe('分数<60分怎么办？\n\n<script>alert(1)</script>');
    expect(row.page_url).toBe('');
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const before = (await rows()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, phone: undefined }, '请输入手机号码'],
      [{ ...valid, phone: '' }, '请输入手机号码'],
      [{ ...valid, phone: '12345678901' }, '请输入正确的手机号码'],
      [{ ...valid, phone: '1391234567x' }, '请输入正确的手机号码'],
      [{ ...valid, name: undefined }, SupportMsg.nameRequired],
      [{ ...valid, name: '   ' }, SupportMsg.nameRequired],
      [{ ...valid, name: '名'.repeat(21) }, SupportMsg.nameTooLong],
      [{ ...valid, topic: '退款' }, SupportMsg.topicInvalid],
      [{ ...valid, topic: undefined }, SupportMsg.topicInvalid],
      [{ ...valid, content: undefined }, SupportMsg.contentRequired],
      [{ ...valid, content: '' }, SupportMsg.contentRequired],
      [{ ...valid, content: ' \n\u200b\t ' }, SupportMsg.contentRequired],
      [{ ...valid, content: ' 你好 ' }, SupportMsg.contentTooShort],
      [{ ...valid, content: '问'.repeat(501) }, SupportMsg.contentTooLong],
      [{ ...valid, content: '问'.repeat(100_000) }, SupportMsg.contentTooLong],
      [{ ...valid, pageUrl: 'javascript:alert(1)' }, SupportMsg.pageInvalid],
      [{ ...valid, pageUrl: 'https://evil.example/' }, SupportMsg.pageInvalid],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await send(payload);
      expect({ status, msg: body.msg }, JSON.stringify(payload).slice(0, 80)).toEqual({
        status: 400,
        msg,
      });
    }
    // 500 characters exactly, emoji counted as one each, is fine.
    expect((await send({ ...valid, content: '😀'.repeat(500) })).body.code).toBe(200);
    expect((await rows()).length).toBe(before + 1);
  });

  it(`takes ${SUPPORT_MESSAGES_PER_WINDOW} messages from one client, then asks it to wait`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SUPPORT_MESSAGES_PER_WINDOW; i++) {
      expect((await send(valid, ip)).body.code).toBe(200);
    }
    const before = (await rows()).length;
    const refused = await send(valid, ip);
    expect(refused).toMatchObject({ status: 429, body: { msg: '操作太频繁，请稍后再试' } });
    expect((await rows()).length).toBe(before);
    // Someone else is not held up by it.
    expect((await send(valid)).body.code).toBe(200);
  });

  it('lists open messages oldest first for customer service, who mark them answered', async () => {
    const db = state.t.app.db;
    const agent = await createLearner(db);
    await grantRole(db, agent.id, 'service', new Date().toISOString());
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await state.t.app.inject({
        method,
        url: `/api/v1/console/messages${url}`,
        headers: { authorization: `Bearer ${agent.token}` },
        ...(payload ? { payload } : {}),
      });
      return res.json() as Envelope<{ list: Array<Record<string, unknown>>; total: number }>;
    };
    const open = (await call('GET', '?status=open&pageSize=2')).data;
    expect(open.total).toBe((await rows()).length);
    expect(open.list).toHaveLength(2);
    expect(String(open.list[0]!.createdAt) <= String(open.list[1]!.createdAt)).toBe(true);
    const first = open.list[0]!;

    const note = '已电话回复，岗位表预计下月发布';
    const marked = await call('POST', '/mark', { id: first.id, status: 'answered', note });
    expect(marked).toMatchObject({ code: 200, msg: '已保存' });
    const answered = (await call('GET', '?status=answered')).data;
    expect(answered.list).toEqual([
      expect.objectContaining({
        id: first.id,
        status: 'answered',
        staffNote: note,
        handledBy: agent.id,
        handledAt: expect.any(String),
      }),
    ]);
    expect((await call('GET', '?status=open')).data.total).toBe(open.total - 1);
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'support_message')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: agent.id, action: 'support_message.mark' });
    expect(JSON.parse(audit[0]!.before)).toMatchObject({ status: 'open', staffNote: '' });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ status: 'answered', staffNote: note });

    expect(await call('POST', '/mark', { id: 999_999, status: 'closed' })).toMatchObject({
      code: 404,
      msg: '留言不存在',
    });
    expect(await call('POST', '/mark', { id: first.id, status: 'deleted' })).toMatchObject({
      code: 400,
      msg: '留言状态不正确',
    });
    // A refused change records nothing.
    expect(
      await db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'support_message')
        .execute(),
    ).toHaveLength(1);
  });
});

describe.skipIf(!TEST_REDIS_URL)('customer-service message limit through Redis', () => {
  const { send } = setUp('sqlite', true);

  it('counts one client across requests in the shared store', async () => {
    const ip = freshIp();
    for (let i = 0; i < SUPPORT_MESSAGES_PER_WINDOW; i++) {
      expect((await send(valid, ip)).body.code).toBe(200);
    }
    expect((await send(valid, ip)).status).toBe(429);
  });
});
