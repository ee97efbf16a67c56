import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedShopOrder, OrderDetail } from '@shangan/shared/contracts/commerce/orders';
import type {
  EnlistExam,
  Enlistment,
  Position,
  PositionInfo,
} from '@shangan/shared/contracts/enlistment';
import { createLocalPayment } from '../../providers/payment/local-payment.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import {
  call,
  confirmLocal,
  enlistSnapshot,
  form,
  idCardFor,
  newCandidate,
} from './enlistment.test-support.ts';

describe.each(engines)('enlistment on %s', (engine) => {
  let t: TestApp;
  let gateway: ReturnType<typeof createLocalPayment>;
  let exams: EnlistExam[];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    gateway = createLocalPayment({
      publicUrl: t.app.config.publicUrl,
      secret: t.app.config.appSecret,
    });
    exams = (await call<EnlistExam[]>(t.app, 'GET', '/app/enlist/exams')).data;
  });
  afterAll(() => t.close());

  const positions = (query: Record<string, string | number>) =>
    call<{ list: Position[]; total: number }>(t.app, 'GET', '/app/enlist/positions', { query });
  /** A position of the exam that the candidate of `form()` (a doctor, a party member) may take. */
  const positionOf = async (examIndex: number, offset = 0) =>
    (
      await positions({
        examId: exams[examIndex]!.id,
        education: 'doctor',
        page: 1 + offset,
        pageSize: 1,
      })
    ).data.list[0]!;
  const save = (token: string, body: object) =>
    call<Enlistment>(t.app, 'POST', '/app/updateBsEnlist', { token, body });
  const pay = (token: string, id: number) =>
    call<CreatedShopOrder>(t.app, 'POST', '/app/enlist/pay', { token, body: { id } });
  const byId = (token: string, id: number) =>
    call<Enlistment>(t.app, 'GET', '/app/enlistById', { token, query: { id } });
  const orderRow = (id: number) =>
    t.app.db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const notify = (order: CreatedShopOrder, amountFen: number, transactionId: string) => {
    const { headers, body } = gateway.signNotice({
      orderNum: order.orderNum,
      transactionId,
      amountFen,
      success: true,
      paidAt: new Date().toISOString(),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/notify/local',
      headers,
      payload: body,
    });
  };

  it('lists the open exams with their position tables and fees from the shop', async () => {
    expect(exams.map((exam) => exam.shortName)).toEqual([
      '2027国考',
      '2027江苏省考',
      '2027江苏选调生',
    ]);
    for (const exam of exams) {
      expect(exam).toMatchObject({ open: true, year: 2027 });
      expect(exam.fee).toMatch(/^\d+\.00$/);
      expect(exam.regions.length).toBeGreaterThan(5);
    }
    expect(exams[0]).toMatchObject({ fee: '99.00', serviceName: '2027国考报名指导服务' });
    expect(exams[0]!.positionCount).toBeGreaterThanOrEqual(250);
    expect(exams[1]!.positionCount).toBeGreaterThanOrEqual(250);
    expect(exams[0]!.quotaTotal).toBeGreaterThan(exams[0]!.positionCount);
    expect(exams[0]!.regions).toContain('江苏省');
    expect(exams[1]!.regions).toContain('苏州市');
    const goods = await t.app.db
      .selectFrom('shop_goods')
      .select(['kind', 'price', 'needs_shipping', 'stock'])
      .where('kind', '=', 'enlist_service')
      .execute();
    expect(goods).toHaveLength(3);
    expect(goods[0]).toMatchObject({ price: 9900, needs_shipping: 0, stock: null });
  });

  it('searches a position table by keyword, education and location, a page at a time', async () => {
    const gk = exams[0]!.id;
    const all = await positions({ examId: gk, pageSize: 50 });
    expect(all.data.total).toBe(exams[0]!.positionCount);
    expect(all.data.list).toHaveLength(50);
    const second = await positions({ examId: gk, pageSize: 50, page: 2 });
    expect(second.data.list[0]!.code).not.toBe(all.data.list[0]!.code);

    const customs = await positions({ examId: gk, keyword: '海关', pageSize: 50 });
    expect(customs.data.total).toBeGreaterThan(10);
    for (const p of customs.data.list) expect(`${p.department}${p.unit}`).toContain('海关');

    const college = await positions({ examId: gk, education: 'college', pageSize: 50 });
    expect(college.data.total).toBeGreaterThan(0);
    for (const p of college.data.list) expect(p).toMatchObject({ educationMin: 'college' });
    const bachelor = await positions({ examId: gk, education: 'bachelor', pageSize: 50 });
    for (const p of bachelor.data.list) {
      expect(['college', 'bachelor']).toContain(p.educationMin);
      if (p.educationOnly) expect(p.educationMin).toBe('bachelor');
    }

    const suzhou = await positions({ examId: exams[1]!.id, region: '苏州市', pageSize: 50 });
    expect(suzhou.data.total).toBeGreaterThan(0);
    for (const p of suzhou.data.list) expect(p.location).toContain('苏州市');

    // A code finds its row; wildcards are letters; nothing found is an empty page.
    const one = all.data.list[7]!;
    expect((await positions({ examId: gk, keyword: one.code })).data.list[0]!.code).toBe(one.code);
    expect((await positions({ examId: gk, keyword: '%' })).data).toEqual({ list: [], total: 0 });
    expect((await positions({ examId: 999_999 })).status).toBe(404);
    const bad = await positions({ examId: gk, education: 'phd' });
    expect(bad).toMatchObject({ status: 400, msg: '学历不正确' });
  });

  it('answers one position by its code, with its exam', async () => {
    const position = await positionOf(1, 3);
    const info = await call<PositionInfo>(t.app, 'GET', '/app/enlist/positionInfo', {
      query: { code: position.code.toLowerCase() },
    });
    expect(info.data).toMatchObject({ ...position, exam: { id: exams[1]!.id } });
    const unknown = await call(t.app, 'GET', '/app/enlist/positionInfo', {
      query: { code: '000000000000' },
    });
    expect(unknown).toMatchObject({ status: 404, msg: '职位不存在，请核对职位代码' });
    const malformed = await call(t.app, 'GET', '/app/enlist/positionInfo', {
      query: { code: '30-01' },
    });
    expect(malformed).toMatchObject({ status: 400, msg: '职位代码不正确' });
  });

  it('refuses ID-card numbers that are not possible, and writes nothing', async () => {
    const who = await newCandidate(t.app);
    const position = await positionOf(0);
    const before = await enlistSnapshot(t.app);
    const good = idCardFor('19990615', '123');
    const wrongCheck = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;
    const cases: Array<[string, string]> = [
      [wrongCheck, '身份证号校验位不正确，请核对后重新输入'],
      [idCardFor('19990229', '123'), '身份证号中的出生日期不正确'],
      [idCardFor('20991231', '123'), '身份证号中的出生日期不正确'],
      [`99${good.slice(2, 17)}${good[17]}`, '身份证号的地区码不正确'],
      ['32010219990615123', '身份证号应为18位，最后一位可以是数字或X'],
      ['3201021999061512Y', '身份证号应为18位，最后一位可以是数字或X'],
      ['', '请填写身份证号'],
    ];
    for (const [idCard, msg] of cases) {
      const res = await save(who.token, form(position.code, { idCard }));
      expect({ idCard, status: res.status, msg: res.msg }).toEqual({ idCard, status: 400, msg });
    }
    expect(await enlistSnapshot(t.app)).toEqual(before);

    // The standard's example ends in X; a lower-case x is stored upper case.
    const ok = await save(who.token, form(position.code, { idCard: '11010519491231002x' }));
    expect(ok.status).toBe(200);
    expect(ok.data.idCard).toBe('11010519491231002X');
  });

  it('answers every bad field with its Chinese message and writes nothing', async () => {
    const who = await newCandidate(t.app);
    const position = await positionOf(0, 1);
    const party = (await positions({ examId: exams[2]!.id, pageSize: 50 })).data.list.find(
      (p) => p.politicalRule === 'party',
    )!;
    const graduate = (await positions({ examId: exams[0]!.id, pageSize: 50 })).data.list.find(
      (p) => p.educationMin === 'master',
    )!;
    const before = await enlistSnapshot(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请填写姓名'],
      [{ name: 'Tom' }, '姓名应为2-20个汉字'],
      [{ name: '李' }, '姓名应为2-20个汉字'],
      [{ phone: '' }, '请输入手机号码'],
      [{ phone: '12912345678' }, '请输入正确的手机号码'],
      [{ phone: '1391234567' }, '请输入正确的手机号码'],
      [{ education: 'phd' }, '学历不正确'],
      [{ politicalStatus: 'member' }, '政治面貌不正确'],
      [{ major: '' }, '请填写所学专业'],
      [{ major: '   ' }, '所学专业应为1-40个字'],
      [{ school: 'x'.repeat(41) }, '毕业院校应为1-40个字'],
      [{ positionCode: '' }, '请选择报考职位'],
      [{ positionCode: '999999999999' }, '报考职位不存在，请重新选择职位'],
      [
        { positionCode: graduate.code, education: 'bachelor' },
        `您的学历不符合该职位的要求（${graduate.education}）`,
      ],
      [
        { positionCode: party.code, politicalStatus: 'league_member' },
        '该职位要求政治面貌为中共党员（含预备党员）',
      ],
    ];
    for (const [changes, msg] of cases) {
      const res = await save(who.token, form(position.code, changes));
      expect({ changes, status: res.status, msg: res.msg }).toEqual({ changes, status: 400, msg });
    }
    for (const field of ['education', 'politicalStatus', 'school']) {
      const body: Record<string, unknown> = form(position.code);
      delete body[field];
      const res = await save(who.token, body);
      expect(res.status).toBe(400);
      expect(res.msg).toBe(
        { education: '请选择学历', politicalStatus: '请选择政治面貌', school: '请填写毕业院校' }[
          field
        ],
      );
    }
    expect((await save('', form(position.code))).status).toBe(401);
    expect(await enlistSnapshot(t.app)).toEqual(before);
  });

  it('keeps one enlistment per person and exam, editable until paid', async () => {
    const who = await newCandidate(t.app);
    const first = await positionOf(0, 2);
    const other = await positionOf(0, 3);
    const created = await save(who.token, form(first.code));
    expect(created).toMatchObject({
      status: 200,
      msg: '报名信息已保存',
      data: { status: 'unpaid', statusText: '待缴费', editable: true, orderId: null },
    });
    expect(created.data.position.code).toBe(first.code);
    expect(created.data.fee).toBe(exams[0]!.fee);

    const again = await save(who.token, form(other.code));
    expect(again).toMatchObject({ status: 400, msg: '您已填写过该考试的报名信息，请修改原报名' });

    const changed = await save(who.token, {
      ...form(other.code, { name: '王上岸', major: '会计学' }),
      id: created.data.id,
    });
    expect(changed.data).toMatchObject({ id: created.data.id, name: '王上岸', major: '会计学' });
    expect(changed.data.position.code).toBe(other.code);

    // Another exam is another enlistment; an enlistment cannot move to another exam.
    const provincial = await positionOf(1);
    const second = await save(who.token, form(provincial.code));
    expect(second.status).toBe(200);
    const moved = await save(who.token, { ...form(provincial.code), id: created.data.id });
    expect(moved).toMatchObject({ status: 400, msg: '报名的考试不能更改，请选择本考试的职位' });

    const mine = await call<Enlistment[]>(t.app, 'GET', '/app/enlist/index', { token: who.token });
    expect(mine.data.map((e) => e.id).sort()).toEqual([created.data.id, second.data.id].sort());

    // Ten parallel first enlistments of one exam: exactly one is written.
    const racer = await newCandidate(t.app);
    const xd = await positionOf(2);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => save(racer.token, form(xd.code))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await t.app.db
      .selectFrom('enlistment')
      .select('id')
      .where('user_id', '=', racer.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('pays the fee as a shop order and becomes 已缴费 when the local pay page confirms it', async () => {
    const who = await newCandidate(t.app);
    const position = await positionOf(1, 5);
    const enlistment = (await save(who.token, form(position.code))).data;

    const order = await pay(who.token, enlistment.id);
    expect(order.status).toBe(200);
    expect(order.data).toMatchObject({
      product: '2027江苏省考报名指导服务',
      payAmount: '69.00',
      goodsAmount: '69.00',
      freight: '0.00',
      discount: '0.00',
    });
    expect(order.data.orderNum).toMatch(/^S\d{20}$/);
    expect(await orderRow(order.data.id)).toMatchObject({
      kind: 'enlist_service',
      status: 'unpaid',
      pay_amount: 6900,
      user_id: who.id,
      needs_shipping: 0,
    });
    expect((await byId(who.token, enlistment.id)).data).toMatchObject({
      status: 'unpaid',
      orderId: order.data.id,
    });

    // Asked again while unpaid: the same order and amount, not a second one.
    const again = await pay(who.token, enlistment.id);
    expect(again.data).toMatchObject({ id: order.data.id, orderNum: order.data.orderNum });

    const paid = await confirmLocal(t.app, order.data.url);
    expect(paid.data).toMatchObject({ state: 1 });
    const after = (await byId(who.token, enlistment.id)).data;
    expect(after).toMatchObject({ status: 'paid', statusText: '已缴费', editable: false });
    expect(after.paidAt).not.toBeNull();
    const shown = await call<OrderDetail>(t.app, 'GET', '/pc/orders/show', {
      token: who.token,
      query: { id: order.data.id },
    });
    expect(shown.data).toMatchObject({ kind: 'enlist_service', state: 'received', address: null });

    // Paid: no more changes, no second fee, and a repeated notice changes nothing.
    const edit = await save(who.token, { ...form(position.code), id: enlistment.id });
    expect(edit).toMatchObject({ status: 400, msg: '报名服务费已缴纳，报名信息不能再修改' });
    expect(await pay(who.token, enlistment.id)).toMatchObject({
      status: 400,
      msg: '报名服务费已缴纳',
    });
    const fresh = await save(who.token, form(position.code));
    expect(fresh).toMatchObject({ status: 400, msg: '您已完成该考试的报名，每场考试只能报名一次' });
    expect((await confirmLocal(t.app, order.data.url)).msg).toBe('订单已支付');
  });

  it('settles through the signed notify: the amount must be the order’s, duplicates settle once', async () => {
    const who = await newCandidate(t.app);
    const position = await positionOf(0, 9);
    const enlistment = (await save(who.token, form(position.code))).data;
    const order = (await pay(who.token, enlistment.id)).data;

    const cheap = await notify(order, 1, `T${order.orderNum}`);
    expect(cheap.statusCode).toBe(400);
    expect((await byId(who.token, enlistment.id)).data.status).toBe('unpaid');

    const deliveries = await Promise.all(
      Array.from({ length: 8 }, () => notify(order, 9900, `T${order.orderNum}`)),
    );
    for (const res of deliveries) expect(res.statusCode).toBe(204);
    expect((await byId(who.token, enlistment.id)).data.status).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'received' });
    const events = await t.app.db
      .selectFrom('shop_order_event')
      .select('state')
      .where('order_id', '=', order.id)
      .execute();
    expect(events.filter((e) => e.state === 'paid')).toHaveLength(1);
  });

  it('replaces an expired fee order: the late payment of the old one is kept for a refund', async () => {
    const who = await newCandidate(t.app);
    const position = await positionOf(0, 11);
    const enlistment = (await save(who.token, form(position.code))).data;
    const old = (await pay(who.token, enlistment.id)).data;
    await t.app.db
      .updateTable('shop_order')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', old.id)
      .execute();

    const next = (await pay(who.token, enlistment.id)).data;
    expect(next.id).not.toBe(old.id);
    expect(await orderRow(old.id)).toMatchObject({ status: 'closed' });
    expect((await byId(who.token, enlistment.id)).data.orderId).toBe(next.id);

    expect((await notify(old, 9900, `T${old.orderNum}`)).statusCode).toBe(204);
    expect(await orderRow(old.id)).toMatchObject({ status: 'refunding' });
    expect((await byId(who.token, enlistment.id)).data.status).toBe('unpaid');

    expect((await confirmLocal(t.app, next.url)).data).toMatchObject({ state: 1 });
    expect((await byId(who.token, enlistment.id)).data.status).toBe('paid');
  });

  it('places one fee order however many times 缴费 is pressed at once', async () => {
    const who = await newCandidate(t.app);
    const position = await positionOf(2, 1);
    const enlistment = (await save(who.token, form(position.code))).data;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => pay(who.token, enlistment.id)),
    );
    const placed = new Set(results.filter((r) => r.status === 200).map((r) => r.data.id));
    expect(placed.size).toBe(1);
    for (const res of results.filter((r) => r.status !== 200)) {
      expect(res).toMatchObject({ status: 400, msg: '报名信息已变化，请刷新后重试' });
    }
    const orders = await t.app.db
      .selectFrom('shop_order')
      .select('id')
      .where('user_id', '=', who.id)
      .execute();
    expect(orders.map((o) => o.id)).toEqual([...placed]);
    expect((await byId(who.token, enlistment.id)).data.orderId).toBe([...placed][0]);
  });

  it('answers another person’s enlistment as if it did not exist', async () => {
    const owner = await newCandidate(t.app);
    const stranger = await newCandidate(t.app);
    const position = await positionOf(0, 13);
    const enlistment = (await save(owner.token, form(position.code))).data;
    const before = await enlistSnapshot(t.app);

    expect(await byId(stranger.token, enlistment.id)).toMatchObject({
      status: 404,
      msg: '报名信息不存在',
    });
    expect(
      await save(stranger.token, { ...form(position.code, { name: '冒名者' }), id: enlistment.id }),
    ).toMatchObject({ status: 404, msg: '报名信息不存在' });
    expect(await pay(stranger.token, enlistment.id)).toMatchObject({
      status: 404,
      msg: '报名信息不存在',
    });
    const theirs = await call<Enlistment[]>(t.app, 'GET', '/app/enlist/index', {
      token: stranger.token,
    });
    expect(theirs.data).toEqual([]);
    expect(await enlistSnapshot(t.app)).toEqual(before);
    expect((await byId(owner.token, enlistment.id)).data.name).toBe('李上岸');
  });

  it('takes no enlistment and no fee outside the exam’s window', async () => {
    const who = await newCandidate(t.app);
    const exam = exams[2]!;
    const position = await positionOf(2, 4);
    const enlistment = (await save(who.token, form(position.code))).data;
    const window = await t.app.db
      .selectFrom('enlist_exam')
      .select(['enlist_start', 'enlist_end'])
      .where('id', '=', exam.id)
      .executeTakeFirstOrThrow();
    try {
      await t.app.db
        .updateTable('enlist_exam')
        .set({ enlist_end: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', exam.id)
        .execute();
      expect(await pay(who.token, enlistment.id)).toMatchObject({
        status: 400,
        msg: '该考试报名已截止',
      });
      expect(await save(who.token, { ...form(position.code), id: enlistment.id })).toMatchObject({
        status: 400,
        msg: '该考试报名已截止',
      });
      expect((await byId(who.token, enlistment.id)).data.editable).toBe(false);
    } finally {
      await t.app.db.updateTable('enlist_exam').set(window).where('id', '=', exam.id).execute();
    }
  });
});
