import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { idCardCheckChar } from '@shangan/shared';
import type { CreatedShopOrder } from '@shangan/shared/contracts/commerce/orders';
import type {
  EnlistExam,
  Enlistment,
  Position,
  PositionInfo,
} from '@shangan/shared/contracts/enlistment';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderAt, stopFakeServer, where, type FakeServer } from '../test-utils';
import CreateBmOrderPage from './create-bm-order-page';

const EXAM: EnlistExam = {
  id: 2,
  name: '2027年江苏省考试录用公务员',
  shortName: '2027江苏省考',
  kind: 'provincial',
  year: 2027,
  intro: '江苏省各级机关2027年度考试录用公务员',
  enlistStart: '2026-01-01T00:00:00.000Z',
  enlistEnd: '2099-01-01T00:00:00.000Z',
  examDate: '2099-02-15',
  open: true,
  positionCount: 283,
  quotaTotal: 390,
  regions: ['省级机关', '南京市'],
  serviceName: '2027江苏省考报名指导服务',
  fee: '69.00',
};

const POSITION: Position = {
  id: 101,
  code: '3200120101',
  examId: 2,
  department: '南京市玄武区人民法院',
  unit: '南京市玄武区人民法院',
  positionName: '法官助理',
  intro: '协助法官从事审判辅助工作',
  quota: 2,
  education: '本科及以上',
  educationMin: 'bachelor',
  educationOnly: false,
  degree: '学士及以上',
  major: '本科：法学类；研究生：法学、法律',
  politicalRule: 'any',
  politicalStatus: '不限',
  grassrootsYears: 0,
  otherRequirements: '通过国家统一法律职业资格考试（A类）',
  location: '南京市玄武区',
  region: '南京市',
};

const INFO: PositionInfo = { ...POSITION, exam: EXAM };
const FIRST17 = '32010219990615123';
const ID_CARD = `${FIRST17}${idCardCheckChar(FIRST17)}`;

function enlistment(changes: Partial<Enlistment> = {}): Enlistment {
  return {
    id: 9,
    status: 'unpaid',
    statusText: '待缴费',
    exam: EXAM,
    position: POSITION,
    name: '李上岸',
    idCard: ID_CARD,
    phone: '13800000001',
    education: 'bachelor',
    major: '法学',
    school: '南京大学',
    politicalStatus: 'league_member',
    fee: '69.00',
    orderId: null,
    editable: true,
    paidAt: null,
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    ...changes,
  };
}

const ORDER: CreatedShopOrder = {
  id: 42,
  orderNum: 'S20260501120000123456',
  product: '2027江苏省考报名指导服务',
  goodsAmount: '69.00',
  freight: '0.00',
  discount: '0.00',
  payAmount: '69.00',
  url: 'http://localhost/pay/local/S20260501120000123456?t=abc',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  Object.assign(server.replies, {
    'GET /app/enlist/positionInfo': INFO,
    'GET /app/enlist/index': [],
  });
});
afterEach(() => {
  cleanup();
  stopFakeServer();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items.at(-1)!);
}

describe('CreateBmOrderPage', () => {
  it('enlists for the position picked, then pays the fee and shows the enlistment paid', async () => {
    let paid = false;
    Object.assign(server.replies, {
      'POST /app/updateBsEnlist': () => enlistment(),
      'POST /app/enlist/pay': () => ORDER,
      'GET /pc/orders/query': () => {
        paid = true;
        return {
          id: 42,
          orderNum: ORDER.orderNum,
          payState: 1,
          state: 'received',
          stateText: '已完成',
        };
      },
      'GET /app/enlistById': () =>
        paid
          ? enlistment({
              status: 'paid',
              statusText: '已缴费',
              orderId: 42,
              editable: false,
              paidAt: '2026-05-01T04:00:00.000Z',
            })
          : enlistment({ orderId: 42 }),
    });
    renderAt(<CreateBmOrderPage />, '/createBmOrder?code=3200120101');

    expect(await screen.findByText('法官助理')).toBeTruthy();
    expect(screen.getByTestId('position-code').textContent).toBe('职位代码 3200120101');
    expect(screen.getByText('￥69.00')).toBeTruthy();
    // The person's phone is filled in for them.
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13800000001');

    type('姓名', '李上岸');
    type('身份证号', ID_CARD);
    type('所学专业', '法学');
    type('毕业院校', '南京大学');
    await choose('学历', '本科');
    await choose('政治面貌', '共青团员');
    fireEvent.click(screen.getByRole('button', { name: /提交并缴费/ }));

    await waitFor(() => expect(server.calls('POST /app/updateBsEnlist')).toHaveLength(1));
    expect(server.calls('POST /app/updateBsEnlist')[0]).toEqual({
      positionCode: '3200120101',
      name: '李上岸',
      idCard: ID_CARD,
      phone: '13800000001',
      education: 'bachelor',
      major: '法学',
      school: '南京大学',
      politicalStatus: 'league_member',
    });
    await waitFor(() => expect(server.calls('POST /app/enlist/pay')).toEqual([{ id: '9' }]));
    const qr = await screen.findByTestId('pay-qr');
    expect(qr.getAttribute('data-url')).toBe(ORDER.url);
    expect(screen.getByTestId('order-amount').textContent).toBe('￥69.00');
    await waitFor(() => expect(where()).toBe('/createBmOrder?id=9'));

    // The poll hears it is paid: the page shows the enlistment paid, with its order.
    expect(
      await screen.findByText('报名成功，服务费已缴纳', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('enlist-status').textContent).toBe('已缴费');
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      '/orderDetail?id=42',
    );
    expect(screen.getByText(`320102********${ID_CARD.slice(14)}`)).toBeTruthy();
  });

  it('edits the enlistment already made for the exam instead of starting another', async () => {
    const other: PositionInfo = { ...INFO, code: '3200130101', positionName: '检察官助理' };
    Object.assign(server.replies, {
      'GET /app/enlist/positionInfo': other,
      'GET /app/enlist/index': [enlistment()],
      'POST /app/updateBsEnlist': () => enlistment({ position: other }),
    });
    renderAt(<CreateBmOrderPage />, '/createBmOrder?code=3200130101');
    expect(await screen.findByText(/保存后将改报上面的职位/)).toBeTruthy();
    expect(screen.getByTestId('enlist-status').textContent).toBe('待缴费');
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李上岸');
    fireEvent.click(screen.getByRole('button', { name: '保存报名信息' }));
    await waitFor(() => expect(server.calls('POST /app/updateBsEnlist')).toHaveLength(1));
    expect(server.calls('POST /app/updateBsEnlist')[0]).toMatchObject({
      id: '9',
      positionCode: '3200130101',
    });
    expect(server.calls('POST /app/enlist/pay')).toHaveLength(0);
    await waitFor(() => expect(where()).toBe('/createBmOrder?id=9'));
  });

  it('answers a position that does not exist, and asks to pick one when none is given', async () => {
    // Unknown calls answer 404, as the server does for an unknown code.
    delete server.replies['GET /app/enlist/positionInfo'];
    renderAt(<CreateBmOrderPage />, '/createBmOrder?code=999');
    expect(await screen.findByText('职位不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回职位表' }).getAttribute('href')).toBe('/baoming');
    cleanup();
    renderAt(<CreateBmOrderPage />, '/createBmOrder');
    expect(await screen.findByText('请先选择报考职位')).toBeTruthy();
  });
});
